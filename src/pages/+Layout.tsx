import type { ReactNode } from 'react'

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <header>NAV</header>
      <main id="conteudo">{children}</main>
      <footer>FOOTER</footer>
    </>
  )
}
