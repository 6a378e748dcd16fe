import { usePageContext } from 'vike-react/usePageContext'
export default function Page() { const c = usePageContext(); return c.is404 ? <p>Página não encontrada.</p> : <p>Unexpected Application Error!</p> }
