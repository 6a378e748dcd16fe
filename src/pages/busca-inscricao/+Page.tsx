import { useState } from 'react'
import Button from '@mui/material/Button'
export default function Page() { const [n, setN] = useState(0); return <Button onClick={() => setN(n + 1)}>Buscar {n} {location.pathname}</Button> }
