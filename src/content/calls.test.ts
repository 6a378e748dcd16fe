// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { archiveCallPagesOf, callPagesOf, callPathOf, type ResolvedCall } from './calls.ts'
import { loadContent } from './load-content.ts'

// Only what the functions read: a kind and an order.
const call = (kind: string, order: number) => ({ kind, order, path: `/${kind}` }) as ResolvedCall
const edition = (year: string, ...calls: ResolvedCall[]) => ({ year, calls })
const shown = (pages: ReturnType<typeof callPagesOf>) => pages.map((page) => `${page.call.kind} ${page.year}`)

describe('callPagesOf', () => {
  it("shows the current edition's call of each kind, else the latest earlier edition's, never a later edition's", () => {
    const editions = [
      edition('2030', call('papers', 1), call('ideathon', 3), call('oficina', 5)),
      edition('2031', call('papers', 1), call('ideathon', 3)),
      edition('2032', call('papers', 1), call('hackathon', 2)),
      edition('2033', call('papers', 1), call('feira', 4)),
    ]
    expect(shown(callPagesOf(editions, '2032'))).toEqual(['papers 2032', 'hackathon 2032', 'ideathon 2031', 'oficina 2030'])
  })

  it("orders the pages by their call's order, then by kind", () => {
    const editions = [edition('2032', call('b', 2), call('c', 1), call('a', 2))]
    expect(shown(callPagesOf(editions, '2032'))).toEqual(['c 2032', 'a 2032', 'b 2032'])
  })
})

describe('archiveCallPagesOf', () => {
  const editions = [
    edition('2031', call('papers', 1), call('ideathon', 3)),
    edition('2030', call('ideathon', 3), call('papers', 1)),
    edition('2032', call('papers', 1)),
    edition('2033', call('feira', 4)),
  ]
  it("keeps every call of every earlier edition under its archive, newest edition first, in the calls' order", () => {
    const pages = archiveCallPagesOf(editions, '2032')
    expect(pages.map((page) => page.path)).toEqual([
      '/2031/chamadas/papers',
      '/2031/chamadas/ideathon',
      '/2030/chamadas/papers',
      '/2030/chamadas/ideathon',
    ])
    expect(pages.map((page) => `${page.call.kind} ${page.year}`)).toEqual(['papers 2031', 'ideathon 2031', 'papers 2030', 'ideathon 2030'])
  })

  it('names a call by its archive address before the current edition, by its own path in it', () => {
    // The ideathon of 2031 is still on /ideathon (callPagesOf), but its own address is the archive's.
    expect(callPagesOf(editions, '2032').find((page) => page.call.kind === 'ideathon')).toMatchObject({ year: '2031', path: '/ideathon' })
    expect(callPathOf('2031', call('ideathon', 3), '2032')).toBe('/2031/chamadas/ideathon')
    expect(callPathOf('2032', call('papers', 1), '2032')).toBe('/papers')
  })
})

describe('the loaded content', () => {
  const content = loadContent(FIXTURE_ROOT)
  it("names each call by its file's name and lists an edition's calls in their order", () => {
    const calls = content.currentEdition.calls
    expect(calls.length).toBeGreaterThan(1)
    expect(calls.map((c) => c.order)).toEqual([...calls.map((c) => c.order)].sort((a, b) => a - b))
    for (const c of calls) expect(c.kind).toMatch(/^[a-z0-9-]+$/)
  })

  it('gives every kind of call of the current and earlier editions one page, at its own address', () => {
    const kinds = new Set(
      Object.values(content.editions)
        .filter((e) => e.year <= content.site.currentEdition)
        .flatMap((e) => e.calls.map((c) => c.kind)),
    )
    expect(content.callPages.map((page) => page.call.kind).sort()).toEqual([...kinds].sort())
    expect(new Set(content.callPages.map((page) => page.call.path)).size).toBe(content.callPages.length)
    expect(content.callPages.every((page) => page.path === page.call.path)).toBe(true)
  })

  it("gives each earlier edition's calls a page of their own, at addresses no other call page has", () => {
    const earlier = Object.values(content.editions).filter((e) => e.year < content.site.currentEdition)
    expect(content.archiveCallPages.length).toBe(earlier.flatMap((e) => e.calls).length)
    expect(content.archiveCallPages.length).toBeGreaterThan(0)
    const paths = [...content.callPages, ...content.archiveCallPages].map((page) => page.path)
    expect(new Set(paths).size).toBe(paths.length)
  })
})
