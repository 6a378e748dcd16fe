import Button from '@mui/material/Button'
export default function Page() {
  return <div><h1>VII SERCOMP</h1><Button variant="contained">Inscreva-se</Button><span id="cd">00</span></div>
}
