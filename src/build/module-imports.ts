// The imports of the build's minified JS, for the byte budget and the live pages' module preloads.

/** Static (`import … from`, `import "…"`, `export … from`) and dynamic (`import("…")`, Vite's preload list, root-relative) specifiers. */
export function importsOf(code: string): { static: string[]; dynamic: string[] } {
  const found = { static: new Set<string>(), dynamic: new Set<string>() }
  const quoted = `["'\`]([^"'\`\\s]+\\.m?js)["'\`]`
  for (const m of code.matchAll(new RegExp(`(?<![\\w$.])(?:from|import)\\s*${quoted}`, 'g'))) found.static.add(m[1]!)
  for (const m of code.matchAll(new RegExp(`(?<![\\w$.])import\\s*\\(\\s*${quoted}\\s*\\)`, 'g'))) found.dynamic.add(m[1]!)
  for (const m of code.matchAll(/["'`](assets\/[^"'`\s]+\.m?js)["'`]/g)) found.dynamic.add('/' + m[1]!)
  return { static: [...found.static], dynamic: [...found.dynamic] }
}

/** Every module reachable from `starts` (themselves first, then in the order found), dynamic imports too unless told. */
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
