import type { ErrorObject } from 'ajv/dist/2020.js'
import { distance as levenshtein } from 'fastest-levenshtein'
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

/** The allowed word nearest to `word`, when it is near enough to be a likely typo. */
export function closest(word: string, allowed: readonly string[]): string | undefined {
  const distance = (candidate: string) => levenshtein(word.toLowerCase(), candidate.toLowerCase())
  // A stable sort: of two as near, the first allowed.
  const best = allowed.toSorted((a, b) => distance(a) - distance(b))[0]
  return best !== undefined && distance(best) <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined
}

// The shared definitions with a pattern, by their name in `$defs`; the others are explained by their description.
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

function firstLine(description: unknown): string | undefined {
  return typeof description === 'string' ? description.split('\n')[0] : undefined
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
  const schema = e.parentSchema as { description?: unknown; properties?: Record<string, { description?: unknown }> } | undefined
  // A missing, unknown or badly named key: point at the key.
  const name = (p.missingProperty ?? p.additionalProperty ?? p.propertyName) as string | undefined
  if (name !== undefined) {
    const pointer = `${e.instancePath}/${escapePointerToken(name)}`
    // The missing field's own description says what to write there (e.g. an interface text's button).
    if (e.keyword === 'required')
      return { pointer, at: 'key', message: `campo obrigatório ausente: ${name}`, hint: firstLine(schema?.properties?.[name]?.description) }
    if (e.keyword === 'propertyNames') return { pointer, at: 'key', message: `nome de chave inválido: '${name}'` }
    const props = Object.keys(schema?.properties ?? {})
    const guess = closest(name, props)
    return {
      pointer,
      at: 'key',
      message: props.length > 0 ? `chave desconhecida: '${name}' (permitidas: ${props.join(', ')})` : `chave desconhecida: '${name}'`,
      hint: guess && `você quis dizer '${guess}'?`,
    }
  }
  return { pointer: e.instancePath, at: 'value', ...describeValueError(e, parsed, firstLine(schema?.description)) }
}

function describeValueError(e: ErrorObject, parsed: ParsedYaml, description: string | undefined): { message: string; hint?: string } {
  const p = e.params as Record<string, unknown>
  const got = e.data
  const found = `(encontrado: ${describeValue(got)})`
  switch (e.keyword) {
    case 'type': {
      const types = String(p.type).split(',')
      const message = `deve ser ${types.map((t) => TYPE_NAMES[t] ?? t).join(' ou ')} ${found}`
      const source = parsed.plainSource(e.instancePath)
      if (types.includes('string') && source !== undefined) return { message, hint: `escreva entre aspas: ${JSON.stringify(source)}` }
      if (types.includes('boolean') && typeof got === 'string' && /^(yes|no|on|off|sim|não|nao|verdadeiro|falso)$/i.test(got))
        return { message, hint: 'escreva true ou false, sem aspas' }
      return { message }
    }
    case 'format':
      return { message: `${FORMAT_MESSAGES[String(p.format)] ?? `não está no formato ${String(p.format)}`} ${found}` }
    case 'pattern': {
      const def = /\$defs\/([^/]+)\/pattern$/.exec(e.schemaPath)?.[1]
      const expected = description ? `não segue o formato esperado: ${description}` : 'não segue o formato esperado'
      return { message: `${(def && DEF_MESSAGES[def]) ?? expected} ${found}` }
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String)
      const guess = typeof got === 'string' ? closest(got, allowed) : undefined
      return { message: `deve ser um destes valores: ${allowed.join(', ')} ${found}`, hint: guess && `você quis dizer '${guess}'?` }
    }
    case 'const':
      return { message: `deve ser ${JSON.stringify(p.allowedValue)} ${found}` }
    case 'minLength':
      return { message: p.limit === 1 ? 'não pode ficar vazio' : `deve ter pelo menos ${String(p.limit)} caracteres` }
    case 'maxLength':
      return { message: `deve ter no máximo ${String(p.limit)} caracteres (tem ${typeof got === 'string' ? got.length : '?'})` }
    case 'minimum':
    case 'maximum':
      return { message: `deve ser no ${e.keyword === 'minimum' ? 'mínimo' : 'máximo'} ${String(p.limit)} ${found}` }
    case 'minItems':
      return { message: p.limit === 1 ? 'a lista não pode ficar vazia' : `a lista deve ter pelo menos ${String(p.limit)} itens` }
    case 'oneOf':
    case 'anyOf':
      return Array.isArray(p.passingSchemas)
        ? { message: 'o valor corresponde a mais de uma forma permitida; deixe-o sem ambiguidade' }
        : { message: 'o valor não corresponde a nenhuma das formas permitidas' }
    default:
      return { message: `valor inválido (${e.keyword}: ${e.message ?? ''})` }
  }
}

/** anyOf/oneOf report every branch's failure: keep a branch's that got past the type check, else one summary of the types. */
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
    const under = (pointer: string) => pointer === e.instancePath || pointer.startsWith(`${e.instancePath}/`)
    while (out.length > 0 && under(out.at(-1)!.instancePath)) branch.unshift(out.pop()!)
    const useful = branch.filter((b) => b.instancePath !== e.instancePath || b.keyword !== 'type')
    if (useful.length > 0) {
      out.push(...useful)
      continue
    }
    const types = [
      ...new Set(branch.flatMap((b) => String((b.params as { type?: string | string[] }).type ?? '').split(',')).filter(Boolean)),
    ]
    out.push(types.length > 0 ? { ...e, keyword: 'type', params: { type: types } } : e)
  }
  return out
}

/** Turns ajv's errors for one file into located, de-duplicated problems. */
export function schemaProblems(errors: readonly ErrorObject[] | null | undefined, parsed: ParsedYaml): Problem[] {
  const problems: Problem[] = []
  const seen = new Set<string>()
  const byPointer = new Map<string, Problem>()
  // A shared definition (date, url) has a pattern and a format: a value breaking both is one mistake, said by the pattern's.
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
    const problem: Problem = { file: parsed.file, ...parsed.locate(d.pointer, d.at), pointer: d.pointer, message: d.message }
    if (d.hint) problem.hint = d.hint
    problems.push(problem)
    if (d.at === 'value' && !byPointer.has(d.pointer)) byPointer.set(d.pointer, problem)
  }
  // Unquoted times, dates and yes/no: YAML 1.2 reads them as text, other tools do not.
  for (const trap of parsed.traps) {
    const existing = byPointer.get(trap.pointer)
    const { message, hint } = trapMessage(trap)
    if (existing) existing.hint ||= `${message} (${hint})`
    else problems.push({ file: parsed.file, ...parsed.locate(trap.pointer), pointer: trap.pointer, message, hint })
  }
  return problems
}
