// A call's page is at its file's `path`: that address must be no other page's, or one of the two
// pages would silently never be built.
import type { Call } from '../generated/call.ts'
import type { Pages } from '../generated/pages.ts'
import type { CheckedFile } from '../checked-file.ts'
import type { Problem } from '../problem.ts'

/** Who holds each address besides the calls ("a página ..."): every `path` of pages.yaml, each static page, each edition's page. */
function otherPages(files: readonly CheckedFile[]): Map<string, string> {
  const owners = new Map<string, string>()
  const pages = files.find((f) => f.kind === 'pages' && f.valid)
  if (pages) {
    const data = pages.parsed.data as Pages
    for (const [key, page] of Object.entries(data)) {
      const path = (page as { path?: unknown }).path
      if (typeof path === 'string') owners.set(path, `a página ${key} de data/pages.yaml`)
    }
    for (const slug of Object.keys(data.staticPages)) owners.set(`/${slug}`, `a página ${slug} de staticPages em data/pages.yaml`)
  }
  for (const f of files) if (f.kind === 'edition') owners.set(`/${f.year!}`, `a página da edição ${f.year!}`)
  return owners
}

/** Every call's `path` is its kind's alone: no other page's, nor another kind of call's. */
export function checkCallPaths(files: readonly CheckedFile[]): Problem[] {
  const problems: Problem[] = []
  const owners = otherPages(files)
  const kinds = new Map<string, CheckedFile>()
  for (const f of files) {
    if (f.kind !== 'call' || !f.valid) continue
    const { path } = f.parsed.data as Call
    const call = kinds.get(path)
    const owner = owners.get(path) ?? (call && call.call !== f.call ? `a chamada ${call.call} (${call.file})` : undefined)
    if (owner) {
      problems.push({
        file: f.file,
        ...f.parsed.locate('/path'),
        pointer: '/path',
        message: `endereço já usado: '${path}' é o endereço d${owner}`,
        hint: 'escolha outro endereço para a página da chamada',
      })
    } else if (!call) kinds.set(path, f)
  }
  return problems
}
