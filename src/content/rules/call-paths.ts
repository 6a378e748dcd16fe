import type { Call } from '../generated/call.ts'
import type { Pages } from '../generated/pages.ts'
import type { CheckedFile } from '../checked-file.ts'
import { check, dataOf, validFile, validFiles } from './rule-helpers.ts'

/** Every call's `path` is its kind's alone, no other page's: of two pages at one address, one would silently never be built. */
export const checkCallPaths = check(({ files, report }) => {
  // Who holds each address besides the calls ("a página ..."): every `path` of pages.yaml, each static page, each edition's page.
  const owners = new Map<string, string>()
  const pages = validFile(files, 'pages')
  if (pages) {
    const data = dataOf<Pages>(pages)
    for (const [key, page] of Object.entries(data)) {
      const path = (page as { path?: unknown }).path
      if (typeof path === 'string') owners.set(path, `a página ${key} de data/pages.yaml`)
    }
    for (const slug of Object.keys(data.staticPages)) owners.set(`/${slug}`, `a página ${slug} de staticPages em data/pages.yaml`)
  }
  for (const f of files) if (f.kind === 'edition') owners.set(`/${f.year!}`, `a página da edição ${f.year!}`)
  const kinds = new Map<string, CheckedFile>()
  for (const f of validFiles(files, 'call')) {
    const { path } = dataOf<Call>(f)
    const call = kinds.get(path)
    const owner = owners.get(path) ?? (call && call.call !== f.call ? `a chamada ${call.call} (${call.file})` : undefined)
    if (owner) report(f, '/path', `endereço já usado: '${path}' é o endereço d${owner}`, 'escolha outro endereço para a página da chamada')
    else if (!call) kinds.set(path, f)
  }
})
