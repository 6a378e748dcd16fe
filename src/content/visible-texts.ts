// The texts a visitor reads: every string but those whose schema gives them a shape they have (a format, an enum, a const, a
// whole-value pattern no sentence fits: ids, dates, addresses), so a new text field is read with no new code.
import type { SchemaRegistry } from './checked-file.ts'
import { escapePointerToken } from './parse-yaml.ts'
import { expand, type Located } from './schema-paths.ts'

type Schema = Record<string, unknown>

const shapes = new Map<string, RegExp | null>()

/** The pattern as a shape, or null when it only constrains prose (markers in braces, a required `{dia}`). */
function shapeOf(pattern: string): RegExp | null {
  let shape = shapes.get(pattern)
  if (shape === undefined) {
    const re = new RegExp(pattern, 'u')
    shape = pattern.startsWith('^') && pattern.endsWith('$') && !re.test('Uma frase qualquer') ? re : null
    shapes.set(pattern, shape)
  }
  return shape
}

/** True when one of the schemas makes `value` an identifier, a date, an address: a shaped string. */
function isShaped(value: string, schemas: readonly Located[]): boolean {
  return schemas.some(({ schema: s }) => {
    if (Array.isArray(s.enum) && s.enum.includes(value)) return true
    if (s.const === value) return true
    if (typeof s.pattern === 'string') return shapeOf(s.pattern)?.test(value) ?? false
    return typeof s.format === 'string'
  })
}

function childSchemas(schemas: readonly Located[], key: string | number): Located[] {
  const out: Located[] = []
  for (const { schema: s, base } of schemas) {
    const sub =
      typeof key === 'number'
        ? s.items
        : s.properties && typeof s.properties === 'object' && Object.hasOwn(s.properties, key)
          ? (s.properties as Schema)[key]
          : s.additionalProperties
    if (sub && typeof sub === 'object') out.push({ schema: sub as Schema, base })
  }
  return out
}

/** Every prose string of `data` (a file of `rootSchema`), with its JSON pointer, in file order. */
export function visibleTexts(data: unknown, rootSchema: Schema, registry: Pick<SchemaRegistry, 'byId'>) {
  const found: { pointer: string; text: string }[] = []
  const walk = (value: unknown, located: readonly Located[], pointer: string) => {
    const schemas = located.flatMap((at) => expand(registry.byId, at))
    if (typeof value === 'string') {
      if (!isShaped(value, schemas)) found.push({ pointer, text: value })
      return
    }
    if (value === null || typeof value !== 'object') return
    const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)
    for (const [key, child] of entries) walk(child, childSchemas(schemas, key), `${pointer}/${escapePointerToken(key)}`)
  }
  walk(data, [{ schema: rootSchema, base: typeof rootSchema.$id === 'string' ? rootSchema.$id : '' }], '')
  return found
}
