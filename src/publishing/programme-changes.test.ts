import { describe, expect, it } from 'vitest'
import { atomProblems } from '../../tests/support/atom-validator.ts'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { loadContent } from '../content/load-content.ts'
import { changeLines, changelog, programmeFeed } from './programme-changes.ts'
import { diffEditionProgramme, type PublishedItem } from './programme-diff.ts'
import type { ProgrammeVersion } from './programme-history.ts'

const content = loadContent(FIXTURE_ROOT)
const item = (guid: string, start: string, roomName = 'Sala Alfa', more: Partial<PublishedItem> = {}): PublishedItem => ({
  guid,
  title: guid.toUpperCase(),
  slot: { date: '2031-05-20', start, end: `${start.slice(0, 2)}:50`, roomName },
  ...more,
})
const texts = {
  added: 'novo: {titulo} ({quando})',
  moved: 'horário: {titulo}, {antes} → {depois}',
  roomChanged: 'sala: {titulo}, {antes} → {depois}',
  renamed: 'nome: {antes} → {depois}',
  cancelled: 'cancelado: {titulo} ({quando}) {cancelamento}',
  reinstated: 'de volta: {titulo} ({quando})',
  removed: 'fora: {titulo} ({quando})',
}
const ui = {
  ...content.site.ui,
  weekdays: { ...content.site.ui.weekdays, terca: 'Ter' },
  cancelled: 'Cancelado',
  cancelledReason: 'Motivo',
}
const [a, b, c, d, e] = [item('a', '08:00'), item('b', '09:00'), item('c', '10:00'), item('d', '11:00'), item('e', '14:00')]
const changes = diffEditionProgramme(
  '2031',
  [a, b, c, d, { ...e, cancelled: true }],
  [
    item('a', '08:30', 'Sala Beta'),
    item('b', '09:00', 'Sala Beta'),
    { ...c, cancelled: 'Chuva.' },
    item('f', '15:00'),
    { ...e, title: 'NOVO' },
  ],
)

describe('changeLines', () => {
  it('says each change in words, old → new: the time (with the room when it changed too), the room alone, cancellations, titles, additions, removals', () => {
    expect(changeLines(changes, texts, ui)).toEqual([
      'horário: A, Ter 20/05, 08:00–08:50, Sala Alfa → Ter 20/05, 08:30–08:50, Sala Beta',
      'sala: B, Sala Alfa → Sala Beta',
      'cancelado: C (Ter 20/05, 10:00–10:50, Sala Alfa) Cancelado. Motivo: Chuva.',
      'de volta: NOVO (Ter 20/05, 14:00–14:50, Sala Alfa)',
      'nome: E → NOVO',
      'novo: F (Ter 20/05, 15:00–15:50, Sala Alfa)',
      'fora: D (Ter 20/05, 11:00–11:50, Sala Alfa)',
    ])
  })
})

const versions: ProgrammeVersion[] = [
  { number: 1, id: 'c0ffee01', date: '2031-01-10T12:00:00+00:00', changes: diffEditionProgramme('2031', [a], [a]) },
  { number: 2, id: 'c0ffee02', date: '2031-02-10T13:05:00+00:00', changes },
]

describe('changelog', () => {
  it("lists the versions after the first and before the edition's end, newest first, each headed by its number and its time in the event zone", () => {
    const afterTheEnd = { ...versions[1]!, number: 3, date: new Date(Date.parse(content.currentEdition.edition.end) + 1000).toISOString() }
    const [entry, ...rest] = changelog(content, [...versions, afterTheEnd])
    expect(rest).toEqual([])
    expect(entry!.anchor).toBe('versao-2')
    expect(entry!.heading).toContain('2')
    expect(entry!.heading).toContain('10/02/2031 10:05')
    expect(entry!.lines).toEqual(changeLines(changes, content.pages.programmeChanges.changes, content.site.ui))
  })
})

describe('programmeFeed', () => {
  it('is valid Atom (RFC 4287), one entry per version after the first, its id stable and its content the changes', () => {
    const feed = programmeFeed(content, versions, 0)
    expect(atomProblems(feed)).toEqual([])
    expect(feed.match(/<entry>/g)).toHaveLength(1)
    expect(feed).toContain('<updated>2031-02-10T13:05:00+00:00</updated>')
    const id = /<entry>\s*<id>(urn:uuid:[0-9a-f-]{36})<\/id>/.exec(feed)![1]
    expect(programmeFeed(content, [...versions, { ...versions[1]!, number: 3, id: 'c0ffee03' }], 0)).toContain(id)
    expect(feed).toContain('&lt;li&gt;')
    expect(feed).toContain(changeLines(changes, content.pages.programmeChanges.changes, content.site.ui)[1])
  })

  it('is valid Atom with no version at all, dated at the build', () => {
    const feed = programmeFeed(content, [], Date.parse('2031-03-01T00:00:00Z'))
    expect(atomProblems(feed)).toEqual([])
    expect(feed).not.toContain('<entry>')
    expect(feed).toContain('<updated>2031-03-01T00:00:00.000Z</updated>')
  })
})
