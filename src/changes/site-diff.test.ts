import { rmSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { fixtureEvent, fixturePage, scheduleJson, writeSite } from '../../tests/fixtures/changes-site'
import { compareSites, hasChanges, normaliseCalendar } from './site-diff'

const dirs: string[] = []
const site = (files: Record<string, string | Buffer>) => {
  const dir = writeSite(files)
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const ics = (summary: string, stamp: string) =>
  [
    'BEGIN:VCALENDAR',
    'BEGIN:VEVENT',
    'UID:x@sercomp',
    `SUMMARY:${summary}`,
    `DTSTAMP:${stamp}`,
    'DESCRIPTION:uma descrição longa que o',
    ' arquivo dobra',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n')

describe('compareSites', () => {
  it('reports nothing for two builds of the same content (other hashes, build times, navigation data)', () => {
    const event = fixtureEvent('g1', 'Abertura', '2030-05-20', '19:00', '01:00', 'Auditório')
    const before = site({
      'index.html': fixturePage('Início', '<h1>SERCOMP</h1>', { hash: 'Aa11Bb22' }),
      'index.pageContext.json': '{"a":1}',
      'assets/entries/page.Aa11Bb22.js': 'console.log(1)',
      'agenda/2030.ics': ics('Abertura', '20300101T000000Z'),
      'agenda/2030.schedule.json': scheduleJson([event]),
      _headers: "/*\n  Content-Security-Policy: script-src 'self' 'sha256-AAAA+/b='\n  Link: </assets/static/global.Aa11Bb22.css>",
      'og/2030.png': Buffer.from([1, 2, 3]),
    })
    const after = site({
      'index.html': fixturePage('Início', '<h1>SERCOMP</h1>', { hash: 'Zz99Yy88' }),
      'index.pageContext.json': '{"a":2}',
      'assets/entries/page.Zz99Yy88.js': 'console.log(2)',
      'agenda/2030.ics': ics('Abertura', '20311231T235959Z').replace(/\r\n/g, '\n'),
      'agenda/2030.schedule.json': scheduleJson([event]),
      _headers: "/*\n  Content-Security-Policy: script-src 'self' 'sha256-ZZZZ9='\n  Link: </assets/static/global.Zz99Yy88.css>",
      'og/2030.png': Buffer.from([1, 2, 3]),
    })
    const changes = compareSites(before, after)
    expect(hasChanges(changes)).toBe(false)
  })

  it('reports pages added, removed and changed, with their texts before and after', () => {
    const before = site({
      'index.html': fixturePage('Início', '<h1>SERCOMP</h1><p>De 19 a 21 de maio</p>'),
      'old/index.html': fixturePage('Antiga', '<p>Sai</p>'),
      '404.html': fixturePage('Não encontrada', '<p>Página não encontrada</p>'),
    })
    const after = site({
      'index.html': fixturePage('Início', '<h1>SERCOMP</h1><p>De 20 a 22 de maio</p>', { hash: 'New00000' }),
      'new/index.html': fixturePage('Nova', '<p>Entra</p>'),
      '404.html': fixturePage('Não encontrada', '<p>Página não encontrada</p>'),
    })
    const changes = compareSites(before, after)
    expect(changes.pages.added).toEqual([{ path: '/new', title: 'Nova' }])
    expect(changes.pages.removed).toEqual([{ path: '/old', title: 'Antiga' }])
    expect(changes.pages.changed).toEqual([
      { path: '/', title: 'Início', hunks: [{ before: ['De 19 a 21 de maio'], after: ['De 20 a 22 de maio'], context: 'SERCOMP' }] },
    ])
    expect(changes.shared).toEqual([])
  })

  it('reports a change seen on many pages once, with the pages, and keeps each page its own changes', () => {
    const pages = ['index.html', 'a/index.html', 'b/index.html']
    const before = site(Object.fromEntries(pages.map((p) => [p, fixturePage(p, '<p>Igual</p><p>Fim</p>')])))
    const after = site(
      Object.fromEntries(
        pages.map((p) => [
          p,
          fixturePage(p, p === 'a/index.html' ? '<p>Mudou</p><p>Fim</p>' : '<p>Igual</p><p>Fim</p>', { footer: 'Novo rodapé' }),
        ]),
      ),
    )
    const changes = compareSites(before, after)
    expect(changes.shared).toEqual([
      { hunk: { before: ['Todos os direitos reservados'], after: ['Novo rodapé'], context: 'Fim' }, paths: ['/', '/a', '/b'] },
    ])
    expect(changes.pages.changed.map((p) => [p.path, p.hunks.length])).toEqual([
      ['/', 0],
      ['/a', 1],
      ['/b', 0],
    ])
  })

  it('lists calendar files added, removed and changed, and the programme items that moved', () => {
    const opening = fixtureEvent('g1', 'Abertura', '2030-05-20', '19:00', '01:00', 'Auditório')
    const before = site({
      'agenda/2030.ics': ics('Abertura', '20300101T000000Z'),
      'agenda/2030/abertura.ics': ics('Abertura', '20300101T000000Z'),
      'agenda/2030/sai.ics': ics('Sai', '20300101T000000Z'),
      'agenda/2030.schedule.json': scheduleJson([opening]),
      'og/2030.png': Buffer.from([1, 2, 3]),
    })
    const after = site({
      'agenda/2030.ics': ics('Abertura', '20300101T000000Z'),
      'agenda/2030/abertura.ics': ics('Abertura oficial', '20300101T000000Z'),
      'agenda/2030/entra.ics': ics('Entra', '20300101T000000Z'),
      'agenda/2030.schedule.json': scheduleJson([{ ...opening, room: 'Pátio' }]),
      'og/2030.png': Buffer.from([1, 2, 4]),
    })
    const changes = compareSites(before, after)
    expect(changes.calendars).toEqual({
      added: ['agenda/2030/entra.ics'],
      removed: ['agenda/2030/sai.ics'],
      changed: ['agenda/2030.schedule.json', 'agenda/2030/abertura.ics'],
    })
    expect(changes.others).toEqual({ added: [], removed: [], changed: ['og/2030.png'] })
    expect(changes.programme.moved).toHaveLength(1)
    expect(changes.programme.moved[0]).toMatchObject({
      edition: '2030',
      before: { slot: { roomName: 'Auditório' } },
      after: { slot: { roomName: 'Pátio' } },
    })
  })

  it('reads every item of a new edition as added', () => {
    const before = site({})
    const after = site({
      'agenda/2031.schedule.json': scheduleJson([fixtureEvent('g1', 'Abertura', '2031-05-20', '19:00', '01:00', 'Auditório')]),
    })
    const changes = compareSites(before, after)
    expect(changes.programme.added.map((a) => [a.edition, a.item.title])).toEqual([['2031', 'Abertura']])
  })
})

describe('normaliseCalendar', () => {
  it('drops the build time and unfolds lines, keeping everything else', () => {
    expect(normaliseCalendar('A\r\nDTSTAMP:1\r\nB:um\r\n  dois\r\n')).toBe('A\nB:um dois\n')
  })
})
