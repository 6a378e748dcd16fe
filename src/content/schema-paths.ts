import { escapePointerToken } from './parse-yaml.ts'

type Schema = Record<string, unknown>

function resolvePointer(doc: unknown, fragment: string): unknown {
  if (fragment === '' || fragment === '/') return doc
  let node = doc
  for (const raw of fragment.replace(/^\//, '').split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~')
    if (node === null || typeof node !== 'object') return undefined
    node = (node as Record<string, unknown>)[token]
  }
  return node
}

/**
 * Every place in files of `schemaFile`'s kind whose value uses the shared definition `defRef`
 * (e.g. `defs.schema.json#/$defs/imagePath`), as pointer patterns with `*` for any array index:
 * `/people/*\/photo`. Read from the schemas so that checks follow the schemas as they grow.
 */
const memo = new WeakMap<Schema, Map<string, string[]>>()

export function pointersUsingDef(byId: Map<string, Schema>, rootSchema: Schema, defRef: string): string[] {
  let perSchema = memo.get(rootSchema)
  if (!perSchema) memo.set(rootSchema, (perSchema = new Map<string, string[]>()))
  const cached = perSchema.get(defRef)
  if (cached) return cached
  const result = walkForDef(byId, rootSchema, defRef)
  perSchema.set(defRef, result)
  return result
}

function walkForDef(byId: Map<string, Schema>, rootSchema: Schema, defRef: string): string[] {
  const base0 = typeof rootSchema.$id === 'string' ? rootSchema.$id : ''
  const target = new URL(defRef, base0 || 'file:///').href
  const found = new Set<string>()
  const walk = (node: unknown, base: string, path: string, seen: Set<string>) => {
    if (!node || typeof node !== 'object') return
    const s = node as Schema
    if (typeof s.$ref === 'string') {
      const href = new URL(s.$ref, base || 'file:///').href
      if (href === target) found.add(path)
      else if (!seen.has(href)) {
        const [docId, fragment = ''] = href.split('#')
        const doc = byId.get(docId!)
        if (doc) walk(resolvePointer(doc, fragment), docId!, path, new Set([...seen, href]))
      }
    }
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
      const list = s[key]
      if (Array.isArray(list)) for (const sub of list) walk(sub, base, path, seen)
    }
    for (const key of ['then', 'else'] as const) walk(s[key], base, path, seen)
    if (s.properties && typeof s.properties === 'object') {
      for (const [k, sub] of Object.entries(s.properties as Schema)) walk(sub, base, `${path}/${escapePointerToken(k)}`, seen)
    }
    if (s.items && typeof s.items === 'object') walk(s.items, base, `${path}/*`, seen)
    if (s.additionalProperties && typeof s.additionalProperties === 'object') walk(s.additionalProperties, base, `${path}/*`, seen)
  }
  walk(rootSchema, base0, '', new Set())
  return [...found].sort()
}

/** Concrete pointers and values matching a pattern from `pointersUsingDef` (or written by hand). */
export function expandPointer(data: unknown, pattern: string): Array<{ pointer: string; value: unknown }> {
  let current: Array<{ pointer: string; value: unknown }> = [{ pointer: '', value: data }]
  const tokens = pattern === '' ? [] : pattern.slice(1).split('/')
  for (const raw of tokens) {
    const next: Array<{ pointer: string; value: unknown }> = []
    for (const { pointer, value } of current) {
      if (value === null || typeof value !== 'object') continue
      if (raw === '*') {
        const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value)
        for (const [k, v] of entries) next.push({ pointer: `${pointer}/${escapePointerToken(k)}`, value: v })
      } else {
        const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
        if (Object.hasOwn(value, key)) next.push({ pointer: `${pointer}/${raw}`, value: (value as Record<string, unknown>)[key] })
      }
    }
    current = next
  }
  return current
}

/** Every value in `data` with its pointer, each before what it contains. */
export function everyValue(data: unknown, pointer = ''): Array<{ pointer: string; value: unknown }> {
  const children = Array.isArray(data) ? data.map((v, i) => [i, v] as const) : data && typeof data === 'object' ? Object.entries(data) : []
  return [{ pointer, value: data }, ...children.flatMap(([k, v]) => everyValue(v, `${pointer}/${escapePointerToken(k)}`))]
}
