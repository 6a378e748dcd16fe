// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { classify } from './content-files.ts'
import {
  checkActivityRefs,
  checkCallDates,
  checkCallItems,
  checkCallDatesInEdition,
  checkLiteralDates,
  checkMarkers,
  checkPersonOverlaps,
  checkProgrammeEntries,
  checkEditionIdentity,
  checkImages,
  checkOverlaps,
  checkPeopleRefs,
  checkRoomRefs,
  checkScheduleDates,
  checkTimes,
  checkUniqueIds,
  checkWeights,
  type Check,
} from './cross-checks.ts'
import { parseYaml } from './parse-yaml.ts'
import type { CheckedFile } from './checked-file.ts'
import { loadSchemas } from './validate.ts'

const registry = loadSchemas(join(import.meta.dirname, '..', '..', 'schemas'))
// Schema compilation is slow on a busy machine; the checks themselves are quick.
vi.setConfig({ testTimeout: 30_000 })
const root = mkdtempSync(join(tmpdir(), 'sercomp-cross-'))
afterAll(() => rmSync(root, { recursive: true, force: true }))

// The checks read only the fields they need; the fixtures carry just those.
function file(path: string, yaml: string): CheckedFile {
  const parsed = parseYaml(yaml, path)
  expect(parsed.problems).toEqual([])
  return { ...classify(path)!, parsed, valid: true }
}
const run = (check: Check, ...files: CheckedFile[]) =>
  check(files, { root, registry }).map((p) => `${p.file}:${p.line}:${p.col} ${p.pointer} ${p.message}`)

const EDITION = 'data/editions/2031/edition.yaml'
const edition = (extra = '') =>
  file(
    EDITION,
    `year: "2031"\nstartDate: "2031-05-19"\nendDate: "2031-05-21"\nstart: "2031-05-19T17:30:00-03:00"\nend: "2031-05-21T21:30:00-03:00"\nrooms:\n  - id: auditorio\n    name: Auditório\n${extra}`,
  )
const SCHEDULE = 'data/editions/2031/schedule.yaml'
const ev = (id: string, start: string, end: string, room = 'null', extra = '') =>
  `      - id: ${id}\n        start: "${start}"\n        end: "${end}"\n        room: ${room}\n        participants: []\n        title: ${id.toUpperCase()}\n${extra}`
const schedule = (...events: string[]) => file(SCHEDULE, `days:\n  - date: "2031-05-19"\n    events:\n${events.join('')}`)

describe('cross-file checks', () => {
  it('unique ids: within a list and across the days of a schedule', () => {
    expect(run(checkUniqueIds, file('data/people.yaml', 'people:\n  - id: ana\n  - id: ana\n'))).toEqual([
      "data/people.yaml:3:9 /people/1/id identificador repetido: 'ana' (já usado em /people/0)",
    ])
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-19"\n    events:\n${ev('a', '08:00', '09:00')}  - date: "2031-05-20"\n    events:\n${ev('a', '08:00', '09:00')}`,
    )
    expect(run(checkUniqueIds, s)).toEqual([
      `${SCHEDULE}:12:13 /days/1/events/0/id identificador repetido: 'a' (já usado em /days/0/events/0)`,
    ])
  })

  it('edition identity: folder year and currentEdition', () => {
    const wrongYear = file(EDITION, 'year: "2030"\n')
    const site = file('data/site.yaml', 'currentEdition: "2026"\n')
    expect(run(checkEditionIdentity, wrongYear, site)).toEqual([
      `${EDITION}:1:7 /year o ano (2030) deve ser igual ao da pasta (2031)`,
      "data/site.yaml:1:17 /currentEdition edição não encontrada: '2026' (não existe data/editions/2026/edition.yaml)",
    ])
  })

  it('people references resolve (every field using personRef)', () => {
    const people = file('data/people.yaml', 'people:\n  - id: ana-silva\n')
    const committees = file(
      'data/editions/2031/committees.yaml',
      'organising:\n  - person: ana-silva\n  - person: ana-silv\nprogramme: []\nmonitors: []\n',
    )
    expect(run(checkPeopleRefs, people, committees)).toEqual([
      "data/editions/2031/committees.yaml:3:13 /organising/1/person pessoa não encontrada: 'ana-silv' (não está em data/people.yaml)",
    ])
  })

  it('rooms referenced by schedule items exist in the edition', () => {
    expect(run(checkRoomRefs, edition(), schedule(ev('a', '08:00', '09:00', 'auditorio'), ev('b', '09:00', '10:00', 'sala-9')))).toEqual([
      `${SCHEDULE}:13:15 /days/0/events/1/room espaço não encontrado: 'sala-9' (não está em rooms de data/editions/2031/edition.yaml)`,
    ])
  })

  it('activities referenced by schedule and categories exist; defaultCategory is a category', () => {
    const acts = file(
      'data/editions/2031/activities.yaml',
      'activities:\n  - id: mc01\ncategories:\n  - id: manha\n    activities: [mc01, mc02]\ndefaultCategory: noite\n',
    )
    const s = schedule(ev('a', '08:00', '09:00', 'null', '        activity: mc03\n'))
    expect(run(checkActivityRefs, acts, s)).toEqual([
      `${SCHEDULE}:10:19 /days/0/events/0/activity atividade não encontrada: 'mc03' (não está em data/editions/2031/activities.yaml)`,
      "data/editions/2031/activities.yaml:5:24 /categories/0/activities/1 atividade não encontrada: 'mc02' (não está em data/editions/2031/activities.yaml)",
      "data/editions/2031/activities.yaml:6:18 /defaultCategory categoria não encontrada: 'noite'",
    ])
  })

  it('times: end after start; edition dates and instants agree', () => {
    expect(run(checkTimes, schedule(ev('a', '10:00', '09:30')))).toEqual([
      `${SCHEDULE}:6:14 /days/0/events/0/end o término (09:30) deve ser depois do início (10:00)`,
    ])
    const e = file(
      EDITION,
      'year: "2031"\nstartDate: "2031-05-19"\nendDate: "2031-05-18"\nstart: "2031-05-20T17:30:00-03:00"\nend: "2031-05-18T21:30:00-03:00"\nrooms: []\n',
    )
    expect(run(checkTimes, e)).toEqual([
      `${EDITION}:3:10 /endDate a data de término (2031-05-18) deve ser igual ou depois da de início (2031-05-19)`,
      `${EDITION}:5:6 /end o fim do evento (2031-05-18T21:30:00-03:00) deve ser depois do início (2031-05-20T17:30:00-03:00)`,
      `${EDITION}:4:8 /start o início (2031-05-20T17:30:00-03:00) deve cair na data de início (2031-05-19)`,
    ])
  })

  it('schedule days fall within the edition and are in order; items in order of start', () => {
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-20"\n    events:\n${ev('a', '09:00', '10:00')}${ev('b', '08:00', '08:30')}  - date: "2031-05-19"\n    events: []\n  - date: "2031-05-25"\n    events: []\n`,
    )
    expect(run(checkScheduleDates, edition(), s)).toEqual([
      `${SCHEDULE}:11:16 /days/0/events/1/start itens fora de ordem: 08:00 vem depois de um item que começa às 09:00`,
      `${SCHEDULE}:16:11 /days/1/date dias fora de ordem ou repetidos: 2031-05-19 vem depois de 2031-05-20`,
      `${SCHEDULE}:18:11 /days/2/date o dia 2031-05-25 está fora das datas da edição (2031-05-19 a 2031-05-21)`,
    ])
  })

  it('no two items overlap in the same room on the same day (touching is fine)', () => {
    const s = schedule(
      ev('a', '08:00', '09:00', 'auditorio'),
      ev('b', '09:00', '10:00', 'auditorio'),
      ev('c', '09:30', '11:00', 'auditorio'),
      ev('d', '09:30', '11:00', 'null'),
    )
    expect(run(checkOverlaps, s)).toEqual([
      `${SCHEDULE}:17:16 /days/0/events/2/start conflito de horário no espaço 'auditorio' em 2031-05-19: o item 'c' da programação (09:30–11:00) e o item 'b' da programação (09:00–10:00, ${SCHEDULE}:11:16) ao mesmo tempo`,
    ])
  })

  it('call dates are chronological', () => {
    const call = file(
      'data/editions/2031/calls/papers.yaml',
      'dates:\n  - {label: A, date: "2031-04-30", start: null}\n  - {label: B, date: "2031-03-31", start: null}\n  - {label: C, date: "2031-05-20", start: "13:00"}\n  - {label: D, date: "2031-05-20", start: null}\n  - {label: E, date: "2031-05-20", start: "08:00"}\n',
    )
    expect(run(checkCallDates, call)).toEqual([
      'data/editions/2031/calls/papers.yaml:3:22 /dates/1/date datas fora de ordem: B (2031-03-31) vem antes de A (2031-04-30), o item anterior',
    ])
  })

  it('weights add up to the total', () => {
    const call = file(
      'data/editions/2031/calls/hackathon.yaml',
      'weights:\n  - total: 100\n    criteria: [{weight: 30}, {weight: 25}, {weight: 20}, {weight: 15}, {weight: 5}]\n',
    )
    expect(run(checkWeights, call)).toEqual([
      'data/editions/2031/calls/hackathon.yaml:2:12 /weights/0/total a soma dos pesos (95) é diferente do total (100)',
    ])
  })

  it('every image path names a file under public/images/', () => {
    mkdirSync(join(root, 'public', 'images', 'pessoas'), { recursive: true })
    writeFileSync(join(root, 'public', 'images', 'pessoas', 'ana.webp'), '')
    const people = file(
      'data/people.yaml',
      'people:\n  - id: ana\n    photo: pessoas/ana.webp\n  - id: bia\n    photo: pessoas/bia.webp\n  - id: caio\n    photo: null\n',
    )
    expect(run(checkImages, people)).toEqual([
      'data/people.yaml:5:12 /people/1/photo imagem não encontrada: public/images/pessoas/bia.webp',
    ])
  })

  const ACTIVITIES = 'data/editions/2031/activities.yaml'
  const act = (id: string, date: string, start: string, end: string, people: string[] = []) =>
    `  - id: ${id}\n    label: null\n    title: ${id.toUpperCase()}\n    people: [${people.join(', ')}]\n    moderators: []\n    when: { date: "${date}", start: "${start}", end: "${end}", room: null }\n`
  const activities = (...items: string[]) => file(ACTIVITIES, `activities:\n${items.join('')}categories: []\n`)

  it('programme entries: one of three forms, no copy of the activity, on the activity day', () => {
    const acts = activities(act('p1', '2031-05-19', '19:00', '20:00'), act('m1', '2031-05-20', '10:00', '11:00'))
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-19"\n    events:\n      - id: a\n        activity: p1\n        end: "20:00"\n      - id: b\n        activity: m1\n      - id: c\n        activities: [p1]\n      - id: d\n        start: "08:00"\n`,
    )
    expect(run(checkProgrammeEntries, acts, s)).toEqual([
      `${SCHEDULE}:6:9 /days/0/events/0/end end repete o que a atividade 'p1' já diz (when.end em activities.yaml)`,
      `${SCHEDULE}:8:19 /days/0/events/1/activity a atividade 'm1' está marcada para 2031-05-20 em activities.yaml, mas este item está no dia 2031-05-19`,
      `${SCHEDULE}:9:9 /days/0/events/2/title falta title: o título do bloco de atividades em paralelo (ex.: "MINICURSOS")`,
      `${SCHEDULE}:11:9 /days/0/events/3/title campo obrigatório ausente: title`,
      `${SCHEDULE}:11:9 /days/0/events/3/end campo obrigatório ausente: end`,
    ])
  })

  it('a person is never in two places at overlapping times, across activities and programme', () => {
    const acts = activities(act('p1', '2031-05-19', '19:00', '20:00', ['ana']), act('p2', '2031-05-19', '20:00', '21:00', ['ana']))
    const s = schedule(ev('a', '19:30', '20:30', 'null', '').replace('participants: []', 'participants: [bia, ana]'))
    expect(run(checkPersonOverlaps, acts, s)).toEqual([
      `${SCHEDULE}:8:29 /days/0/events/0/participants/1 'ana' está em dois lugares ao mesmo tempo em 2031-05-19: o item 'a' da programação (19:30–20:30) e a atividade 'p1' (19:00–20:00, em ${ACTIVITIES})`,
      `${ACTIVITIES}:11:14 /activities/1/people/0 'ana' está em dois lugares ao mesmo tempo em 2031-05-19: a atividade 'p2' (20:00–21:00) e o item 'a' da programação (19:30–20:30, em ${SCHEDULE})`,
    ])
  })

  const roomAct = (id: string, start: string, end: string, room: string) =>
    `  - id: ${id}\n    label: null\n    title: ${id.toUpperCase()}\n    people: []\n    moderators: []\n    when: { date: "2031-05-19", start: "${start}", end: "${end}", room: ${room} }\n`
  const HACKATHON = 'data/editions/2031/calls/hackathon.yaml'
  const callDate = (id: string, fields: string) => `  - id: ${id}\n    label: ${id.toUpperCase()}\n${fields}`
  const own = (start: string, end: string, room: string) =>
    `    date: "2031-05-19"\n    endDate: null\n    start: "${start}"\n    end: "${end}"\n    room: ${room}\n`

  it('rooms: two different items of any kind at overlapping times in one room clash, each named with its place', () => {
    const acts = activities(roomAct('mc1', '08:00', '10:00', 'lab'), roomAct('mc2', '08:00', '10:00', 'sala'))
    const s = schedule(ev('cafe', '09:00', '09:30', 'lab'))
    const call = file(HACKATHON, `dates:\n${callDate('sorteio', own('09:45', '10:30', 'sala'))}`)
    expect(run(checkOverlaps, acts, s, call)).toEqual([
      `${SCHEDULE}:5:16 /days/0/events/0/start conflito de horário no espaço 'lab' em 2031-05-19: o item 'cafe' da programação (09:00–09:30) e a atividade 'mc1' (08:00–10:00, ${ACTIVITIES}:7:40) ao mesmo tempo`,
      `${HACKATHON}:6:12 /dates/0/start conflito de horário no espaço 'sala' em 2031-05-19: a data 'sorteio' da chamada (09:45–10:30) e a atividade 'mc2' (08:00–10:00, ${ACTIVITIES}:13:40) ao mesmo tempo`,
    ])
  })

  it('rooms: a block of parallel activities shares its room with its own activities; an entry that shows an activity is that activity', () => {
    const acts = activities(roomAct('mc1', '08:00', '10:00', 'lab'), roomAct('p1', '19:00', '20:00', 'auditorio'))
    const s = file(
      SCHEDULE,
      `days:\n  - date: "2031-05-19"\n    events:\n      - id: bloco\n        title: MINICURSOS\n        room: lab\n        activities: [mc1]\n      - id: painel\n        activity: p1\n`,
    )
    expect(run(checkOverlaps, acts, s)).toEqual([])
  })

  it('a call date that is a programme item names it: no clash, no copy, and an unknown item or a copied field is reported', () => {
    const acts = activities(roomAct('m1', '09:00', '10:00', 'auditorio'))
    const s = file(SCHEDULE, `days:\n  - date: "2031-05-19"\n    events:\n      - id: d1-mentoria\n        activity: m1\n`)
    const call = file(
      HACKATHON,
      `dates:\n${callDate('mentoria', '    item: d1-mentoria\n')}${callDate('outra', '    item: d1-mentori\n')}${callDate('copia', '    item: d1-mentoria\n    room: auditorio\n')}`,
    )
    expect(run(checkOverlaps, acts, s, call)).toEqual([])
    expect(run(checkCallItems, acts, s, call)).toEqual([
      `${HACKATHON}:7:11 /dates/1/item item da programação não encontrado: 'd1-mentori' (não está em data/editions/2031/schedule.yaml)`,
      `${HACKATHON}:11:5 /dates/2/room esta data é o item 'd1-mentoria' da programação: room vem de lá`,
    ])
  })

  it('call dates: event items within the edition days, nothing after it unless marked afterEvent', () => {
    const CALL = 'data/editions/2031/calls/papers.yaml'
    const d = (id: string, date: string, extra = '') =>
      `  - id: ${id}\n    date: "${date}"\n    endDate: null\n    start: null\n    end: null\n    room: null\n${extra}`
    const call = file(
      CALL,
      `dates:\n${d('prazo', '2031-04-30')}${d('sessao', '2031-05-10', '    room: auditorio\n').replace('    room: null\n    room', '    room')}${d('premio', '2031-06-22')}${d('final', '2031-05-30', '    afterEvent: true\n')}${d('cedo', '2031-05-01', '    afterEvent: true\n')}`,
    )
    expect(run(checkCallDatesInEdition, edition(), call)).toEqual([
      `${CALL}:9:11 /dates/1/date 'sessao' tem horário ou espaço, então acontece no evento, mas 2031-05-10 está fora das datas da edição (2031-05-19 a 2031-05-21)`,
      `${CALL}:15:11 /dates/2/date a data 2031-06-22 é depois do fim do evento (2031-05-19 a 2031-05-21)`,
      `${CALL}:33:17 /dates/4/afterEvent afterEvent: true, mas 2031-05-01 não é depois do evento (2031-05-19 a 2031-05-21)`,
    ])
  })

  it('markers name known facts, and a call date by its id, with a guess for typos', () => {
    const CALL = 'data/editions/2031/calls/marathon.yaml'
    const call = file(
      CALL,
      `subtitle: "Maratona {edicao}"\nsections:\n  - id: s\n    title: "{edicão} {ano}"\n    blocks:\n      - "Premiação em {data:premio}, às {inicio:premio}; {data:premiacao}, {datta:premiacao}."\n      - list: ["{fim:prova}"]\ndates:\n  - id: premiacao\n    date: "2031-05-21"\n    endDate: null\n    start: null\n    end: null\n  - id: prova\n    date: "2031-05-20"\n    endDate: null\n    start: "14:00"\n    end: "17:30"\n`,
    )
    const pages = file('data/pages.yaml', `staticPages:\n  about:\n    heading: "Sobre {datas} e {data:x}"\n`)
    const hints = (check: Check, ...files: CheckedFile[]) =>
      check(files, { root, registry }).map((p) => `${p.line}:${p.col} ${p.message} | ${p.hint}`)
    expect(hints(checkMarkers, call, pages)).toEqual([
      "4:13 marcador desconhecido: {edicão} | você quis dizer '{edicao}'?",
      "6:23 data não encontrada: 'premio' em {data:premio} (não está em dates deste arquivo) | ids das datas: premiacao, prova",
      "6:41 data não encontrada: 'premio' em {inicio:premio} (não está em dates deste arquivo) | ids das datas: premiacao, prova",
      "6:76 marcador desconhecido: {datta:premiacao} | você quis dizer '{data:premiacao}'?",
      '3:31 {data:x} só funciona nos textos de uma chamada (calls/*.yaml), que têm a lista dates | aqui use {datas} para as datas da edição',
    ])
  })

  it('no date typed by hand in a text of the current edition, with the marker to use', () => {
    const CALL = 'data/editions/2031/calls/papers.yaml'
    const site = file('data/site.yaml', 'currentEdition: "2031"\n')
    const call = file(
      CALL,
      `sections:\n  - id: s\n    blocks:\n      - "Sessões no dia 21/05/2031 e em 20 de maio; link https://x.org/21/05/2031."\ndates:\n  - id: apresentacao\n    date: "2031-05-21"\n    endDate: null\n`,
    )
    const older = file(
      'data/editions/2030/calls/papers.yaml',
      `sections:\n  - id: s\n    blocks:\n      - "Foi em 24/05/2030."\ndates: []\n`,
    )
    expect(run(checkLiteralDates, site, edition(), call, older)).toEqual([
      `${CALL}:4:25 /sections/0/blocks/0 data escrita à mão no texto: '21/05/2031' (não muda quando as datas da edição mudam)`,
      `${CALL}:4:41 /sections/0/blocks/0 data escrita à mão no texto: '20 de maio' (não muda quando as datas da edição mudam)`,
    ])
    expect(checkLiteralDates([site, edition(), call], { root, registry })[0]!.hint).toContain('use {data:apresentacao}')
  })

  it('skips files that failed their schema', () => {
    const s = schedule(ev('a', '10:00', '09:30'))
    expect(run(checkTimes, { ...s, valid: false })).toEqual([])
  })
})
