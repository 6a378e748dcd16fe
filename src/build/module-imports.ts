/**
 * The module specifiers a JS file imports: static ones (`import … from`, bare `import "…"`,
 * `export … from`) and dynamic ones (`import("…")` with a literal, and the dependency list Vite
 * writes for its preload helper, `"assets/…js"`, which is relative to the site root).
 * Read from the build's minified output (the byte budget, scripts/bench/site-bytes.ts, and the
 * live pages' module preloads, module-preload.ts).
 */
export function importsOf(code: string): { static: string[]; dynamic: string[] } {
  const found = { static: new Set<string>(), dynamic: new Set<string>() }
  const quoted = `["'\`]([^"'\`\\s]+\\.m?js)["'\`]`
  for (const m of code.matchAll(new RegExp(`(?<![\\w$.])(?:from|import)\\s*${quoted}`, 'g'))) found.static.add(m[1]!)
  for (const m of code.matchAll(new RegExp(`(?<![\\w$.])import\\s*\\(\\s*${quoted}\\s*\\)`, 'g'))) found.dynamic.add(m[1]!)
  for (const m of code.matchAll(/["'`](assets\/[^"'`\s]+\.m?js)["'`]/g)) found.dynamic.add('/' + m[1]!)
  return { static: [...found.static], dynamic: [...found.dynamic] }
}

/**
 * Every module reachable from `starts` (themselves first, then in the order found), through static
 * imports and, unless `dynamic` is false, dynamic ones. `importsOfModule` gives a module's imports
 * as site paths. Walked by the byte budget and by the live pages' module preloads.
 */
export function reachableModules(
  starts: string[],
  importsOfModule: (sitePath: string) => { static: string[]; dynamic: string[] },
  { dynamic = true }: { dynamic?: boolean } = {},
): string[] {
  const seen = new Set<string>()
  const queue = [...starts]
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    if (seen.has(next)) continue
    seen.add(next)
    const imports = importsOfModule(next)
    queue.push(...imports.static, ...(dynamic ? imports.dynamic : []))
  }
  return [...seen]
}
