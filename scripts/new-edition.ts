// `npm run new-edition -- 2026`: data/editions/2026/ from the current edition, number advanced, dates
// moved, lists emptied, calls copied; it validates and builds as it is (decision 0090), and the
// organisers are told what to fill in.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse, stringify } from 'yaml'
import type { Activities } from '../src/content/generated/activities.ts'
import type { Call, CallDate } from '../src/content/generated/call.ts'
import type { Edition } from '../src/content/generated/edition.ts'
import type { Schedule } from '../src/content/generated/schedule.ts'
import type { Site } from '../src/content/generated/site.ts'
import { activitiesById, resolveEntry } from '../src/content/programme.ts'
import { datesText } from '../src/format/date-time.ts'

const read = <T>(file: string): T => parse(readFileSync(file, 'utf8')) as T
const readIfAny = <T>(file: string): T | null => (existsSync(file) ? read<T>(file) : null)

const ROMAN = Object.entries({ C: 100, XC: 90, L: 50, XL: 40, X: 10, IX: 9, V: 5, IV: 4, I: 1 })

export function toRoman(n: number): string {
  let out = ''
  for (const [symbol, value] of ROMAN) for (; n >= value; n -= value) out += symbol
  return out
}

/** "2025-05-19" moved to 2026 -> "2026-05-19" (29 Feb falls back to 28). */
export function moveToYear(date: string, year: string): string {
  const moved = `${year}${date.slice(4, 10)}`
  return moved.endsWith('-02-29') && Number.isNaN(Date.parse(`${moved}T00:00:00Z`)) ? `${year}-02-28` : moved
}

export function scaffoldEdition(root: string, year: string): { folder: string; edition: Edition; todo: string[] } {
  if (!/^(19|20)\d{2}$/.test(year)) throw new Error(`ano inválido: '${year}' (use quatro dígitos, ex.: 2026)`)
  const from = read<Site>(join(root, 'data/site.yaml')).currentEdition
  const folder = join(root, 'data/editions', year)
  if (existsSync(folder)) throw new Error(`data/editions/${year}/ já existe: nada foi alterado`)
  if (year <= from) throw new Error(`o ano novo (${year}) deve ser depois da edição atual (${from})`)
  const source = join(root, 'data/editions', from)
  const current = read<Edition>(join(source, 'edition.yaml'))

  const ordinal = current.ordinal + 1
  const number = toRoman(ordinal)
  const startDate = moveToYear(current.startDate, year)
  const endDate = moveToYear(current.endDate, year)
  const edition: Edition = {
    ...current,
    number,
    ordinal,
    year,
    title: current.title.replace(new RegExp(`\\b${current.number}\\b`), number),
    theme: 'A definir',
    startDate,
    endDate,
    start: `${startDate}${current.start.slice(10)}`,
    end: `${endDate}${current.end.slice(10)}`,
    registration: { ...current.registration, opens: null, closes: null, eventId: null },
    proceedings: null,
    logo: null,
    // What the current edition knew of the next one is this new edition: its own next is not known.
    next: null,
  }

  const old = readIfAny<Activities>(join(source, 'activities.yaml'))
  const activities: Activities = {
    activities: [],
    categories: old?.categories.map((c) => ({ ...c, activityIds: [] })) ?? [],
    defaultCategory: old?.defaultCategory ?? null,
  }

  const calls = readCalls(source).map(({ kind, call }) => ({
    kind,
    call: { ...call, dates: call.dates.map((d) => moveCallDate(d, year, source)) },
  }))

  mkdirSync(folder, { recursive: true })
  // Every string quoted, as docs/content.md asks: unquoted dates and times are a YAML trap.
  const write = (file: string, schema: string, note: string, data: unknown) =>
    writeFileSync(
      join(folder, file),
      `# yaml-language-server: $schema=${'../'.repeat(file.split('/').length + 2)}schemas/${schema}\n# ${note}\n` +
        stringify(data, { lineWidth: 0, defaultStringType: 'QUOTE_DOUBLE', defaultKeyType: 'PLAIN' }),
    )
  write(
    'edition.yaml',
    'edition.schema.json',
    `${edition.title} (${year}), criada por npm run new-edition a partir de ${from}: confira cada campo.`,
    edition,
  )
  const empty: [name: string, note: string, data: unknown][] = [
    ['activities', `Atividades de ${year}: ainda não divulgadas.`, activities],
    ['committees', `Comissões de ${year}: ainda não divulgadas.`, { organising: [], programme: [], monitors: [], others: [] }],
    ['partners', `Parceiros de ${year}: ainda não divulgados.`, { partners: [] }],
    ['schedule', `Programação de ${year}: ainda não divulgada (days: [] é uma edição sem programação).`, { days: [] } satisfies Schedule],
  ]
  for (const [name, note, data] of empty) write(`${name}.yaml`, `${name}.schema.json`, note, data)
  const copied = `Chamada de ${year}, copiada de ${from} com as datas no ano novo: confira cada texto e cada data.`
  if (calls.length > 0) mkdirSync(join(folder, 'calls'))
  for (const { kind, call } of calls) write(`calls/${kind}.yaml`, 'call.schema.json', copied, call)

  const base = `data/editions/${year}`
  const todo = [
    `${base}/edition.yaml: theme (está "A definir")`,
    `${base}/edition.yaml: startDate, endDate, start e end (copiados de ${from} com o ano trocado: ${datesText(startDate, endDate)}); as datas por extenso, as abas da programação e a contagem regressiva saem delas`,
    `${base}/edition.yaml: venue e rooms (copiados de ${from}, com o que aparece em Como chegar), registration.status e registration.eventId, logo, proceedings`,
    `${base}/edition.yaml: faq e codeOfConduct (copiados de ${from}): confira cada resposta para a nova edição`,
    `${base}/schedule.yaml: a programação (está vazia, days: []; veja data/editions/${from}/schedule.yaml como exemplo: um item que mostra uma atividade só diz activityId: <id>)`,
    `${base}/activities.yaml: palestras, painéis, minicursos e oficinas`,
    `${base}/committees.yaml e ${base}/partners.yaml`,
    `${base}/calls/: as chamadas (${calls.map((c) => c.kind).join(', ') || 'nenhuma'}), copiadas de ${from} com as datas no ano novo: confira textos, datas, links e regras`,
    `data/site.yaml: currentEdition: "${year}" quando a nova edição for para o ar`,
  ]
  return { folder, edition, todo }
}

function readCalls(source: string): { kind: string; call: Call }[] {
  const dir = join(source, 'calls')
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({ kind: f.slice(0, -'.yaml'.length), call: read<Call>(join(dir, f)) }))
}

/** A call date in the new year; one naming a programme item gets its day and time written out, as the new programme is empty. */
export function moveCallDate(date: CallDate, year: string, source: string): CallDate {
  if (date.item === undefined)
    return { ...date, date: moveToYear(date.date!, year), endDate: date.endDate ? moveToYear(date.endDate, year) : null }
  const { item, ...rest } = date
  const found = scheduleItem(source, item)
  return {
    ...rest,
    date: moveToYear(found?.date ?? `${year}-01-01`, year),
    endDate: null,
    start: found?.start ?? null,
    end: found?.end ?? null,
    roomId: found?.roomId ?? null,
  }
}

// A programme item's day, time and room, resolved as the site resolves it.
function scheduleItem(source: string, id: string) {
  const byId = activitiesById(readIfAny<Activities>(join(source, 'activities.yaml')))
  for (const day of readIfAny<Schedule>(join(source, 'schedule.yaml'))?.days ?? []) {
    const event = day.events.find((e) => e.id === id)
    if (event) return resolveEntry(event, day.date, byId)
  }
  return null
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const year = process.argv[2]
  if (!year) {
    console.error('uso: npm run new-edition -- <ano>   (ex.: npm run new-edition -- 2026)')
    process.exit(2)
  }
  try {
    const { edition, todo } = scaffoldEdition(process.cwd(), year)
    console.log(`Criada data/editions/${year}/ (${edition.title}). Falta preencher:`)
    for (const item of todo) console.log(`  - ${item}`)
    console.log('Depois rode `npm run validate`.')
  } catch (error) {
    console.error(`new-edition: ${(error as Error).message}`)
    process.exit(1)
  }
}
