import type { ErrorObject } from 'ajv/dist/2020.js'
import { escapePointerToken, type ParsedYaml, trapMessage } from './parse-yaml.ts'
import type { Problem } from './problem.ts'

const TYPE_NAMES: Record<string, string> = {
  string: 'texto',
  number: 'um número',
  integer: 'um número inteiro',
  boolean: 'true ou false',
  array: 'uma lista',
  object: 'um bloco de campos (chave: valor)',
  null: 'null (vazio)',
}

function describeValue(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'uma lista'
  if (typeof v === 'object') return 'um bloco de campos'
  if (typeof v === 'string') return `o texto ${JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v)}`
  if (typeof v === 'number') return `o número ${v}`
  return typeof v === 'boolean' ? String(v) : typeof v
}

function typeList(types: unknown): string {
  const list = (Array.isArray(types) ? types : String(types).split(',')).map(String)
  return list.map((t) => TYPE_NAMES[t] ?? t).join(' ou ')
}

function levenshtein(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

/** The allowed word nearest to `word`, when it is near enough to be a likely typo. */
export function closest(word: string, allowed: readonly string[]): string | undefined {
  let best: string | undefined
  let bestDistance = Infinity
  const lower = word.toLowerCase()
  for (const candidate of allowed) {
    const d = levenshtein(lower, candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined
}

// Messages for the shared definitions with a pattern (defs.schema.json), by their name in `$defs`;
// the others (personRef, editionYear, sitePath) are explained by their description.
const DEF_MESSAGES: Record<string, string> = {
  time: 'deve ser uma hora no formato HH:MM (por exemplo "15:00")',
  date: 'deve ser uma data no formato AAAA-MM-DD (por exemplo "2025-05-19")',
  instant: 'deve ser data e hora no formato AAAA-MM-DDTHH:MM:SS-03:00',
  id: 'deve ser um identificador em minúsculas, números e hífens (por exemplo "maria-silva")',
  url: 'deve ser um endereço completo começando com https://',
  email: 'deve ser um endereço de e-mail',
  colour: 'deve ser uma cor no formato #RRGGBB',
  imagePath: 'deve ser o caminho de um arquivo dentro de public/images/ (por exemplo "pessoas/maria.jpg")',
}

// The formats the schemas use.
const FORMAT_MESSAGES: Record<string, string> = {
  date: 'deve ser uma data real no formato AAAA-MM-DD (por exemplo "2025-05-19")',
  'date-time': 'deve ser data e hora no formato AAAA-MM-DDTHH:MM:SS-03:00',
  uri: 'deve ser um endereço completo (por exemplo https://exemplo.com)',
  email: 'deve ser um endereço de e-mail válido',
}

function formatFromDef(e: ErrorObject): string | undefined {
  const name = /\$defs\/([^/]+)\/pattern$/.exec(e.schemaPath)?.[1]
  return name === undefined ? undefined : DEF_MESSAGES[name]
}

function description(e: ErrorObject): string | undefined {
  const d = (e.parentSchema as { description?: unknown } | undefined)?.description
  return typeof d === 'string' ? d.split('\n')[0] : undefined
}

interface Located {
  pointer: string
  at: 'value' | 'key'
  message: string
  hint?: string
}

/** One ajv error in plain Portuguese, with the pointer and whether to point at the value or its key. */
function describeError(e: ErrorObject, parsed: ParsedYaml): Located {
  const p = e.params as Record<string, unknown>
  const here = e.instancePath
  const got = e.data
  switch (e.keyword) {
    case 'required': {
      // The missing field's own description says what to write there (e.g. an interface text's button).
      const field = (e.parentSchema as { properties?: Record<string, { description?: unknown }> } | undefined)?.properties?.[
        String(p.missingProperty)
      ]
      return {
        pointer: `${here}/${escapePointerToken(String(p.missingProperty))}`,
        at: 'key',
        message: `campo obrigatório ausente: ${String(p.missingProperty)}`,
        ...(typeof field?.description === 'string' ? { hint: field.description.split('\n')[0] } : {}),
      }
    }
    case 'additionalProperties': {
      const key = String(p.additionalProperty)
      const props = Object.keys((e.parentSchema as { properties?: object } | undefined)?.properties ?? {})
      const guess = closest(key, props)
      return {
        pointer: `${here}/${escapePointerToken(key)}`,
        at: 'key',
        message: props.length > 0 ? `chave desconhecida: '${key}' (permitidas: ${props.join(', ')})` : `chave desconhecida: '${key}'`,
        ...(guess ? { hint: `você quis dizer '${guess}'?` } : {}),
      }
    }
    case 'propertyNames':
      return {
        pointer: `${here}/${escapePointerToken(String(p.propertyName))}`,
        at: 'key',
        message: `nome de chave inválido: '${String(p.propertyName)}'`,
      }
    case 'type': {
      const message = `deve ser ${typeList(p.type)} (encontrado: ${describeValue(got)})`
      const source = parsed.plainSource(here)
      const wantsString = String(p.type).split(',').includes('string')
      const wantsBoolean = String(p.type).split(',').includes('boolean')
      if (wantsString && source !== undefined)
        return { pointer: here, at: 'value', message, hint: `escreva entre aspas: ${JSON.stringify(source)}` }
      if (wantsBoolean && typeof got === 'string' && /^(yes|no|on|off|sim|não|nao|verdadeiro|falso)$/i.test(got)) {
        return { pointer: here, at: 'value', message, hint: 'escreva true ou false, sem aspas' }
      }
      return { pointer: here, at: 'value', message }
    }
    case 'format': {
      const message = FORMAT_MESSAGES[String(p.format)] ?? `não está no formato ${String(p.format)}`
      return { pointer: here, at: 'value', message: `${message} (encontrado: ${describeValue(got)})` }
    }
    case 'pattern': {
      const known = formatFromDef(e)
      const d = description(e)
      const message = known ?? (d ? `não segue o formato esperado: ${d}` : 'não segue o formato esperado')
      return { pointer: here, at: 'value', message: `${message} (encontrado: ${describeValue(got)})` }
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map((v) => String(v))
      const guess = typeof got === 'string' ? closest(got, allowed) : undefined
      return {
        pointer: here,
        at: 'value',
        message: `deve ser um destes valores: ${allowed.join(', ')} (encontrado: ${describeValue(got)})`,
        ...(guess ? { hint: `você quis dizer '${guess}'?` } : {}),
      }
    }
    case 'const':
      return { pointer: here, at: 'value', message: `deve ser ${JSON.stringify(p.allowedValue)} (encontrado: ${describeValue(got)})` }
    case 'minLength':
      return {
        pointer: here,
        at: 'value',
        message: p.limit === 1 ? 'não pode ficar vazio' : `deve ter pelo menos ${String(p.limit)} caracteres`,
      }
    case 'maxLength':
      return {
        pointer: here,
        at: 'value',
        message: `deve ter no máximo ${String(p.limit)} caracteres (tem ${typeof got === 'string' ? got.length : '?'})`,
      }
    case 'minimum':
    case 'maximum': {
      const bound = e.keyword === 'minimum' ? 'no mínimo' : 'no máximo'
      return { pointer: here, at: 'value', message: `deve ser ${bound} ${String(p.limit)} (encontrado: ${describeValue(got)})` }
    }
    case 'minItems':
      return {
        pointer: here,
        at: 'value',
        message: p.limit === 1 ? 'a lista não pode ficar vazia' : `a lista deve ter pelo menos ${String(p.limit)} itens`,
      }
    case 'oneOf':
      if (Array.isArray(p.passingSchemas))
        return { pointer: here, at: 'value', message: 'o valor corresponde a mais de uma forma permitida; deixe-o sem ambiguidade' }
      return { pointer: here, at: 'value', message: 'o valor não corresponde a nenhuma das formas permitidas' }
    case 'anyOf':
      return { pointer: here, at: 'value', message: 'o valor não corresponde a nenhuma das formas permitidas' }
    default:
      return { pointer: here, at: 'value', message: `valor inválido (${e.keyword}: ${e.message ?? ''})` }
  }
}

function isUnder(pointer: string, base: string): boolean {
  return pointer === base || pointer.startsWith(`${base}/`)
}

/**
 * anyOf/oneOf report every branch's failure: "must be string", "must be null", ... Keep what helps:
 * errors from a branch that got past the type check (deeper, or not a type error), else one summary.
 */
function collapseAlternatives(errors: readonly ErrorObject[]): ErrorObject[] {
  const out: ErrorObject[] = []
  for (const e of errors) {
    if (e.keyword === 'if') continue
    const isAlternative =
      (e.keyword === 'anyOf' || e.keyword === 'oneOf') && !Array.isArray((e.params as { passingSchemas?: unknown }).passingSchemas)
    if (!isAlternative) {
      out.push(e)
      continue
    }
    // ajv pushes a branch's errors right before the anyOf/oneOf error about the same value.
    const branch: ErrorObject[] = []
    while (out.length > 0 && isUnder(out[out.length - 1]!.instancePath, e.instancePath)) branch.unshift(out.pop()!)
    const useful = branch.filter((b) => b.instancePath !== e.instancePath || b.keyword !== 'type')
    if (useful.length > 0) {
      out.push(...useful)
      continue
    }
    const types = [
      ...new Set(branch.flatMap((b) => String((b.params as { type?: string | string[] }).type ?? '').split(',')).filter(Boolean)),
    ]
    if (types.length > 0) out.push({ ...e, keyword: 'type', params: { type: types } })
    else out.push(e)
  }
  return out
}

/** Turns ajv's errors for one file into located, de-duplicated problems. */
export function schemaProblems(errors: readonly ErrorObject[] | null | undefined, parsed: ParsedYaml): Problem[] {
  const problems: Problem[] = []
  const seen = new Set<string>()
  const byPointer = new Map<string, Problem>()
  // A shared definition such as date or url carries both a pattern and a format: a value that
  // breaks both is one mistake, reported with the first (the pattern's, which names the form).
  const wrongForm = new Set<string>()
  for (const e of collapseAlternatives(errors ?? [])) {
    if (e.keyword === 'pattern' || e.keyword === 'format') {
      if (wrongForm.has(e.instancePath)) continue
      wrongForm.add(e.instancePath)
    }
    const d = describeError(e, parsed)
    const key = `${d.pointer}\u0000${d.message}`
    if (seen.has(key)) continue
    seen.add(key)
    const problem: Problem = {
      file: parsed.file,
      ...parsed.locate(d.pointer, d.at),
      pointer: d.pointer,
      message: d.message,
      ...(d.hint ? { hint: d.hint } : {}),
    }
    problems.push(problem)
    if (d.at === 'value' && !byPointer.has(d.pointer)) byPointer.set(d.pointer, problem)
  }
  // Unquoted times, dates and yes/no: YAML 1.2 reads them as text, other tools do not.
  for (const trap of parsed.traps) {
    const existing = byPointer.get(trap.pointer)
    const { message, hint } = trapMessage(trap)
    if (existing) {
      if (!existing.hint) existing.hint = `${message} (${hint})`
      continue
    }
    problems.push({ file: parsed.file, ...parsed.locate(trap.pointer), pointer: trap.pointer, message, hint })
  }
  return problems
}
