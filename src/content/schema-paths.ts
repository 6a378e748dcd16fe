// Walking the content's schemas beside its data: which places use a shared definition, which schemas a value answers to.
import { escapePointerToken } from './parse-yaml.ts'

type Schema = Record<string, unknown>
type Values = Array<{ pointer: string; value: unknown }>

/** A schema with the `$id` of the document it sits in, to resolve its relative `$ref`s. */
export interface Located {
  schema: Schema
  base: string
}

const at = (schema: unknown, base: string): Located[] => (schema && typeof schema === 'object' ? [{ schema: schema as Schema, base }] : [])
const unescape = (token: string) => decodeURIComponent(token).replace(/~1/g, '/').replace(/~0/g, '~')

function resolveRef(byId: Map<string, Schema>, ref: string, base: string): Located[] {
  const [docId = '', fragment = ''] = new URL(ref, base || 'file:///').href.split('#')
  let node: unknown = byId.get(docId)
  for (const raw of fragment.split('/').filter(Boolean))
    node = node && typeof node === 'object' ? (node as Schema)[unescape(raw)] : undefined
  return at(node, docId)
}

/** The schema and every schema it stands for through `$ref`, `oneOf`, `anyOf`, `allOf`, `then`, `else`. */
export function expand(byId: Map<string, Schema>, start: Located): Located[] {
  const out: Located[] = []
  const visit = ({ schema: s, base }: Located) => {
    if (out.some((seen) => seen.schema === s)) return
    out.push({ schema: s, base })
    if (typeof s.$ref === 'string') resolveRef(byId, s.$ref, base).forEach(visit)
    const subs = [...[s.oneOf, s.anyOf, s.allOf].flatMap((list): unknown[] => (Array.isArray(list) ? list : [])), s.then, s.else]
    for (const sub of subs) at(sub, base).forEach(visit)
  }
  visit(start)
  return out
}

const memo = new WeakMap<Schema, Map<string, string[]>>()

// Every place in files of `rootSchema` using the shared definition `defRef` (`defs.schema.json#/$defs/imagePath`), as pointer
// patterns with `*` for any index or key (`/people/*/photo`): the rules follow the schemas as they grow.
export function pointersUsingDef(byId: Map<string, Schema>, rootSchema: Schema, defRef: string): string[] {
  let perSchema = memo.get(rootSchema)
  if (!perSchema) memo.set(rootSchema, (perSchema = new Map<string, string[]>()))
  const cached = perSchema.get(defRef)
  if (cached) return cached
  const base = typeof rootSchema.$id === 'string' ? rootSchema.$id : ''
  const target = new URL(defRef, base || 'file:///').href
  const found = new Set<string>()
  // `path` holds the schemas walked into, so a schema that contains itself is walked once.
  const walk = (start: Located, pointer: string, path: ReadonlySet<Schema>) => {
    for (const { schema: s, base } of expand(byId, start)) {
      if (path.has(s)) continue
      if (typeof s.$ref === 'string' && new URL(s.$ref, base || 'file:///').href === target) found.add(pointer)
      const inner = new Set(path).add(s)
      for (const [key, sub] of Object.entries((s.properties as Schema | undefined) ?? {}))
        at(sub, base).forEach((child) => walk(child, `${pointer}/${escapePointerToken(key)}`, inner))
      for (const sub of [s.items, s.additionalProperties]) at(sub, base).forEach((child) => walk(child, `${pointer}/*`, inner))
    }
  }
  walk({ schema: rootSchema, base }, '', new Set())
  const result = [...found].sort()
  perSchema.set(defRef, result)
  return result
}

/** Concrete pointers and values matching a pattern from `pointersUsingDef` (or written by hand). */
export function expandPointer(data: unknown, pattern: string): Values {
  let current: Values = [{ pointer: '', value: data }]
  for (const raw of pattern === '' ? [] : pattern.slice(1).split('/')) {
    current = current.flatMap(({ pointer, value }): Values => {
      if (value === null || typeof value !== 'object') return []
      if (raw !== '*') {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
        return Object.hasOwn(value, key) ? [{ pointer: `${pointer}/${raw}`, value: (value as Schema)[key] }] : []
      }
      const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value)
      return entries.map(([k, v]) => ({ pointer: `${pointer}/${escapePointerToken(k)}`, value: v }))
    })
  }
  return current
}

/** Every value in `data` with its pointer, each before what it contains. */
export function everyValue(data: unknown, pointer = ''): Values {
  const children = Array.isArray(data) ? data.map((v, i) => [i, v] as const) : data && typeof data === 'object' ? Object.entries(data) : []
  return [{ pointer, value: data }, ...children.flatMap(([k, v]) => everyValue(v, `${pointer}/${escapePointerToken(k)}`))]
}
