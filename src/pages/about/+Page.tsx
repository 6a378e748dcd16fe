export default function Page() { return <h1>Sobre</h1> }
