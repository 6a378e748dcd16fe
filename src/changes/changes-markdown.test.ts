import { describe, expect, it } from 'vitest'
import { capLength, changesMarkdown, escapeText, NO_CHANGES } from './changes-markdown'
import type { PublishedItem } from '../publishing/programme-diff'
import type { SiteChanges } from './site-diff'

const none = (): SiteChanges => ({
  pages: { added: [], removed: [], changed: [] },
  shared: [],
  programme: { moved: [], renamed: [], cancelled: [], added: [], removed: [] },
  calendars: { added: [], removed: [], changed: [] },
  others: { added: [], removed: [], changed: [] },
})

const item = (title: string, date: string, start: string, end: string, roomName: string): PublishedItem => ({
  guid: title,
  title,
  slot: { date, start, end, roomName },
})

describe('changesMarkdown', () => {
  it('says plainly when the public sees no change', () => {
    const markdown = changesMarkdown(none(), { base: '`main` (abc1234)' })
    expect(markdown).toContain('## O que muda para o público')
    expect(markdown).toContain('Comparado com `main` (abc1234).')
    expect(markdown).toContain(NO_CHANGES)
    expect(NO_CHANGES).toBe('Nenhuma mudança visível para o público.')
  })

  it('lists pages, texts before and after, programme moves and calendar files', () => {
    const changes = none()
    changes.pages.added.push({ path: '/nova', title: 'Nova' })
    changes.pages.removed.push({ path: '/antiga', title: 'Antiga' })
    changes.pages.changed.push({
      path: '/timeline',
      title: 'Programação',
      hunks: [{ before: ['ABERTURA'], after: ['ABERTURA OFICIAL'], context: '18:30 - 19:00' }],
    })
    changes.programme.moved.push({
      edition: '2030',
      before: item('Oficina', '2030-05-20', '08:00', '10:00', 'Lab I'),
      after: item('Oficina', '2030-05-21', '08:00', '10:00', 'Lab I'),
    })
    changes.programme.added.push({ edition: '2030', item: item('Palestra', '2030-05-22', '19:00', '20:00', 'Auditório') })
    changes.calendars.changed.push('agenda/2030.ics')
    const markdown = changesMarkdown(changes, { base: 'x' })
    expect(markdown).toContain('### Páginas novas\n\n- `/nova` — Nova')
    expect(markdown).toContain('### Páginas removidas\n\n- `/antiga` — Antiga')
    expect(markdown).toContain('#### `/timeline` — Programação')
    expect(markdown).toContain('| 18:30 - 19:00 | ABERTURA | ABERTURA OFICIAL |')
    // 2030-05-20 is a Monday; only the day changed, so only the day is bold.
    expect(markdown).toContain('| Oficina | 2030 | seg 20/05, 08:00–10:00, Lab I | **ter 21/05**, 08:00–10:00, Lab I |')
    expect(markdown).toContain('- Palestra (2030): qua 22/05, 19:00–20:00, Auditório')
    expect(markdown).toContain('- Alterados: `agenda/2030.ics`')
    expect(markdown).toContain(
      '**Resumo:** 1 página alterada · 1 página nova · 1 página removida · 1 item da programação mudou de dia, horário ou sala',
    )
    expect(markdown).not.toContain(NO_CHANGES)
  })

  it('marks text that is new or gone', () => {
    const changes = none()
    changes.pages.changed.push({
      path: '/',
      title: 'Início',
      hunks: [
        { before: [], after: ['Novo aviso'] },
        { before: ['Velho'], after: [], context: 'x' },
      ],
    })
    const markdown = changesMarkdown(changes, { base: 'x' })
    expect(markdown).toContain('| *(início)* | *(não havia)* | Novo aviso |')
    expect(markdown).toContain('| x | Velho | *(removido)* |')
  })

  it('keeps texts of the site from breaking the table, mentioning people or adding HTML', () => {
    expect(escapeText('a | b <script> @fulano *x* e-mail@x.br')).toBe('a \\| b &lt;script&gt; @\u2060fulano \\*x\\* e-mail@\u2060x.br')
  })

  it('shortens long texts and summarises beyond the limits', () => {
    const changes = none()
    const long = 'palavra '.repeat(200)
    for (let i = 0; i < 40; i++) {
      changes.pages.changed.push({
        path: `/p${String(i).padStart(2, '0')}`,
        title: `P${i}`,
        hunks: Array.from({ length: 15 }, (_, j) => ({ before: [`${long}${j}`], after: [`${long}${j + 1}`], context: 'c' })),
      })
    }
    const markdown = changesMarkdown(changes, { base: 'x', maxPages: 5, maxHunks: 3, maxText: 80 })
    expect(markdown.match(/^#### /gm)).toHaveLength(5)
    expect(markdown).toContain('… e mais 12 trechos alterados nesta página.')
    expect(markdown).toContain('Também alteradas: `/p05`, `/p06`')
    expect(markdown).not.toContain(long)
    const row = markdown.split('\n').find((line) => line.startsWith('| c |'))!
    for (const cell of row.split(' | ').slice(1)) expect(Array.from(cell.replace(/ \|$/, '')).length).toBeLessThanOrEqual(80)
  })

  it('never exceeds the length of a GitHub comment', () => {
    const changes = none()
    for (let i = 0; i < 2000; i++) changes.calendars.changed.push(`agenda/2030/item-${i}.ics`)
    for (let i = 0; i < 300; i++) {
      changes.pages.changed.push({
        path: `/p${i}`,
        title: 'x'.repeat(300),
        hunks: [{ before: ['a'.repeat(500)], after: ['b'.repeat(500)] }],
      })
    }
    const markdown = changesMarkdown(changes, { base: 'x', maxPages: 1000, maxLength: 65_536 })
    expect(markdown.length).toBeLessThanOrEqual(65_536)
    expect(markdown).toContain('relatório cortado')
    expect(markdown).toContain('… e mais 1970')
  })
})

describe('changes shared by many pages', () => {
  it('are shown once, with the pages they are on', () => {
    const changes = none()
    const paths = ['/', '/a', '/b', '/c']
    for (const path of paths)
      changes.pages.changed.push({ path, title: path, hunks: path === '/a' ? [{ before: ['x'], after: ['y'], context: 'c' }] : [] })
    changes.shared.push({ hunk: { before: ['Rodapé'], after: ['Rodapé novo'], context: 'Instagram' }, paths })
    const markdown = changesMarkdown(changes, { base: 'x' })
    expect(markdown).toContain('#### `/a` — /a')
    expect(markdown).toContain('3 páginas mudaram só pelas mudanças comuns abaixo.')
    expect(markdown).toContain('### Mudanças em várias páginas\n\nEm 4 páginas (`/`, `/a`, `/b`, `/c`):')
    expect(markdown).toContain('| Instagram | Rodapé | Rodapé novo |')
    expect(markdown.match(/Rodapé novo/g)).toHaveLength(1)
  })
})

describe('capLength', () => {
  it('cuts at a line break and says so', () => {
    const text = Array.from({ length: 100 }, (_, i) => `linha ${i}`).join('\n')
    const cut = capLength(text, 300)
    expect(cut.length).toBeLessThanOrEqual(300)
    expect(cut).toMatch(/linha \d+\n\n… \(relatório cortado/)
    expect(capLength('curto', 300)).toBe('curto')
  })
})
