import { describe, expect, it } from 'vitest'
import { visibleText } from './visible-text'

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="pt-BR"><head>${head}</head><body>${body}</body></html>`

describe('visibleText', () => {
  it('gives the tab title, the description and one line per block, in page order', () => {
    const html = page(
      '<title>Sobre  o evento</title><meta name="description" content="Um  congresso">',
      '<header><nav><a href="/">Início</a></nav></header><main><h1>Sobre</h1><p>Um <strong>grande</strong>\n evento.</p><ul><li>Um</li><li>Dois</li></ul></main>',
    )
    const text = visibleText(html)
    expect(text.title).toBe('Sobre o evento')
    expect(text.lines).toEqual(['Título: Sobre o evento', 'Descrição: Um congresso', 'Início', 'Sobre', 'Um grande evento.', 'Um', 'Dois'])
  })

  it('skips scripts, styles, icons and templates, and keeps image descriptions', () => {
    const html = page(
      '<title>T</title><style>p{color:red}</style>',
      '<script>window.x = "não"</script><p>Texto<svg><title>ícone</title><path d="M0"/></svg></p><template><p>oculto</p></template><img src="/a.png" alt="Foto da  mesa"><img src="/b.png" alt="">',
    )
    expect(visibleText(html).lines).toEqual(['Título: T', 'Texto', '[imagem: Foto da mesa]'])
  })

  it('keeps side-by-side labels (spans) apart and breaks lines at <br>', () => {
    const html = page('', '<div><span>17:30 - 18:30</span><span>NOITE</span></div><p>linha um<br>linha dois</p>')
    expect(visibleText(html).lines).toEqual(['17:30 - 18:30 NOITE', 'linha um', 'linha dois'])
  })

  it('reads the same text from two builds that differ only in hashed assets and inline code', () => {
    const body = '<main><h1>Programação</h1><p>Credenciamento</p></main>'
    const first = page(
      '<title>P</title><link rel="stylesheet" href="/assets/static/a.Ab12Cd34.css"><style>.x{a:1}</style>',
      `${body}<script type="module" src="/assets/entries/p.Xy98Zw76.js"></script><script>var h="1"</script>`,
    )
    const second = page(
      '<title>P</title><link rel="stylesheet" href="/assets/static/a.Zz99Yy88.css"><style>.y{b:2}</style>',
      `${body}<script type="module" src="/assets/entries/p.Qq11Rr22.js"></script><script>var h="2"</script>`,
    )
    expect(visibleText(second)).toEqual(visibleText(first))
  })
})
