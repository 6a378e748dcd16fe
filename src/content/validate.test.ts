// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../tests/fixtures/content/fixture-root.ts'
import { MUTATIONS, type Mutation } from '../../tests/fixtures/content/mutations.ts'
import { formatProblem, formatGithubAnnotation, type Problem } from './problem.ts'
import { validateContent } from './validate.ts'

const repo = join(import.meta.dirname, '..', '..')
const schemasDir = join(repo, 'schemas')
let base: string
let baseline: Set<string>

function copyTree(): string {
  const root = mkdtempSync(join(tmpdir(), 'sercomp-content-'))
  // The fixture copy, not data/: an edit of the real content never moves these expectations.
  cpSync(join(FIXTURE_ROOT, 'data'), join(root, 'data'), { recursive: true })
  return root
}

function positionOf(text: string, anchor: string, needle: string): { line: number; col: number } {
  const a = text.indexOf(anchor)
  if (a < 0) throw new Error(`anchor not found: ${anchor}`)
  const i = text.indexOf(needle, a)
  if (i < 0) throw new Error(`needle not found: ${needle}`)
  const before = text.slice(0, i)
  return { line: before.split('\n').length, col: i - before.lastIndexOf('\n') }
}

/** Problems the mutation adds on top of whatever the unmodified copy reports. */
function runMutation(m: Mutation): { problems: Problem[]; text: string } {
  const root = copyTree()
  try {
    const path = join(root, m.file)
    const original = readFileSync(path, 'utf8')
    const a = original.indexOf(m.anchor)
    const i = original.indexOf(m.from, a)
    if (a < 0 || i < 0) throw new Error(`fixture "${m.name}" no longer matches ${m.file}`)
    const text = original.slice(0, i) + m.to + original.slice(i + m.from.length)
    writeFileSync(path, text)
    const problems = validateContent(root, schemasDir).problems.filter((p) => !baseline.has(formatProblem(p)))
    return { problems, text }
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

beforeAll(() => {
  base = copyTree()
  baseline = new Set(validateContent(base, schemasDir).problems.map((p) => formatProblem(p)))
})
afterAll(() => rmSync(base, { recursive: true, force: true }))

describe('broken fixtures are reported at the right file:line:col', () => {
  const messages: Record<string, string> = {}
  for (const m of MUTATIONS) {
    it(m.name, () => {
      const { problems, text } = runMutation(m)
      expect(problems.length).toBeGreaterThan(0)
      const { line, col } = positionOf(text, m.expect.anchor, m.expect.needle)
      const located = problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.pointer}`)
      expect(located).toContain(`${m.file}:${line}:${col} ${m.expect.pointer}`)
      // The keys an unknown key's message lists are the schema's (tested below): a new field must not move the snapshot.
      messages[m.name] = problems
        .map((p) => `${p.pointer} ${p.message.replace(/\(permitidas: [^)]*\)/, '(permitidas: …)')}${p.hint ? ` | ${p.hint}` : ''}`)
        .join('\n')
    })
  }
  it('error texts', () => {
    expect(messages).toMatchSnapshot()
  })

  it("an unknown key's message lists the keys the schema allows there", () => {
    const { problems } = runMutation(MUTATIONS.find((m) => m.name === 'unknown key')!)
    const schema = JSON.parse(readFileSync(join(schemasDir, 'schedule.schema.json'), 'utf8')) as {
      $defs: { ScheduleEvent: { properties: Record<string, unknown> } }
    }
    const keys = Object.keys(schema.$defs.ScheduleEvent.properties)
    expect(problems.map((p) => p.message)).toContain(`chave desconhecida: 'titel' (permitidas: ${keys.join(', ')})`)
  })
})

describe('each mistake is reported once', () => {
  const wrongDate = (file: string, anchor: string, to: string): Mutation => ({
    name: `${file} ${to}`,
    file,
    anchor,
    from: anchor,
    to: `${anchor.split(':')[0]}: ${to}`,
    expect: { anchor: to, needle: to, pointer: '' },
  })
  for (const [file, key] of [
    ['data/pages.yaml', '      date: '],
    ['data/editions/2032/edition.yaml', 'startDate: '],
  ] as const) {
    it(`a date in the wrong format in ${file} is one problem`, () => {
      const original = readFileSync(join(FIXTURE_ROOT, file), 'utf8')
      const line = original.split('\n').find((l) => l.startsWith(key))!
      for (const to of ['"19/05/2032"', '"2032-5-19"', '"2032-02-30"']) {
        const { problems } = runMutation(wrongDate(file, line, to))
        expect(problems.map((p) => `${p.pointer} ${p.message}`)).toEqual([expect.stringContaining(`(encontrado: o texto ${to})`)])
      }
    })
  }
})

describe('output format', () => {
  const p: Problem = {
    file: 'data/editions/2032/schedule.yaml',
    line: 14,
    col: 9,
    pointer: '/days/0/events/3/end',
    message: 'campo obrigatório ausente: end',
    hint: 'veja 50%, ok',
  }
  it('prints file:line:col error pointer: message, then the hint', () => {
    expect(formatProblem(p)).toBe(
      'data/editions/2032/schedule.yaml:14:9 error /days/0/events/3/end: campo obrigatório ausente: end\n    dica: veja 50%, ok',
    )
  })
  it('prints a GitHub annotation with escaped data', () => {
    expect(formatGithubAnnotation(p)).toBe(
      '::error file=data/editions/2032/schedule.yaml,line=14,col=9::/days/0/events/3/end: campo obrigatório ausente: end (dica: veja 50%25, ok)',
    )
  })
})
