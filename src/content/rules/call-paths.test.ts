// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { registry, root } from '../../../tests/fixtures/content/rule-files.ts'
import { checkCallPaths } from './call-paths.ts'
import { classify } from '../content-files.ts'
import type { CheckedFile } from '../checked-file.ts'
import { parseYaml } from '../parse-yaml.ts'

// The check reads only the fields it needs; the files carry just those.
function file(path: string, yaml: string): CheckedFile {
  const parsed = parseYaml(yaml, path)
  expect(parsed.problems).toEqual([])
  return { ...classify(path)!, parsed, valid: true }
}
const run = (...files: CheckedFile[]) =>
  checkCallPaths(files, { root, registry }).map((p) => `${p.file}:${p.line}:${p.col} ${p.pointer} ${p.message} | ${p.hint}`)

const pages = file('data/pages.yaml', 'timeline:\n  path: "/timeline"\nstaticPages:\n  about:\n    title: "Sobre"\n')
const edition = file('data/editions/2031/edition.yaml', 'year: "2031"\n')
const call = (year: string, kind: string, path: string) => file(`data/editions/${year}/calls/${kind}.yaml`, `order: 1\npath: "${path}"\n`)

describe('checkCallPaths', () => {
  it("accepts one address per kind, the same in every edition's file of that kind", () => {
    expect(
      run(pages, edition, call('2030', 'feira', '/feira'), call('2031', 'feira', '/feira'), call('2031', 'hackathon', '/hackathon')),
    ).toEqual([])
  })

  it("refuses an address another page holds: a page of pages.yaml, a static page, an edition's page, another kind of call", () => {
    expect(
      run(
        pages,
        edition,
        call('2031', 'agenda', '/timeline'),
        call('2031', 'sobre', '/about'),
        call('2031', 'arquivo', '/2031'),
        call('2031', 'feira', '/feira'),
        call('2031', 'mostra', '/feira'),
      ),
    ).toEqual([
      "data/editions/2031/calls/agenda.yaml:2:7 /path endereço já usado: '/timeline' é o endereço da página timeline de data/pages.yaml | escolha outro endereço para a página da chamada",
      "data/editions/2031/calls/sobre.yaml:2:7 /path endereço já usado: '/about' é o endereço da página about de staticPages em data/pages.yaml | escolha outro endereço para a página da chamada",
      "data/editions/2031/calls/arquivo.yaml:2:7 /path endereço já usado: '/2031' é o endereço da página da edição 2031 | escolha outro endereço para a página da chamada",
      "data/editions/2031/calls/mostra.yaml:2:7 /path endereço já usado: '/feira' é o endereço da chamada feira (data/editions/2031/calls/feira.yaml) | escolha outro endereço para a página da chamada",
    ])
  })
})
