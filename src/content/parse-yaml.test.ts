// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseYaml } from './parse-yaml.ts'

const where = (src: string | Uint8Array) => parseYaml(src, 'x.yaml').problems.map((p) => `${p.line}:${p.col} ${p.pointer} ${p.message}`)

describe('parseYaml', () => {
  it('maps pointers to the line and column of values and keys', () => {
    const r = parseYaml('days:\n  - date: "2000-01-02"\n    events:\n      - end: "18:00"\n', 'x.yaml')
    expect(r.problems).toEqual([])
    expect(r.data).toEqual({ days: [{ date: '2000-01-02', events: [{ end: '18:00' }] }] })
    expect(r.locate('/days/0/events/0/end')).toEqual({ line: 4, col: 14 })
    expect(r.locate('/days/0/events/0/end', 'key')).toEqual({ line: 4, col: 9 })
    // A missing key is reported on the nearest existing ancestor's key.
    expect(r.locate('/days/0/label')).toEqual({ line: 2, col: 5 })
  })

  it('locates a whole word of a value, the nth time it is written, inside the value only', () => {
    const r = parseYaml('a: "de desde de"\nb: |\n  linha um\n  de novo\nc: de\n', 'x.yaml')
    expect(r.locateWord('/a', 'de')).toEqual({ line: 1, col: 5 })
    expect(r.locateWord('/a', 'de', 1)).toEqual({ line: 1, col: 14 })
    expect(r.locateWord('/b', 'de')).toEqual({ line: 4, col: 3 })
    // Not found in its own value (the next one has it): the value's position.
    expect(r.locateWord('/a', 'de', 2)).toEqual({ line: 1, col: 4 })
  })

  it('keeps YAML 1.2 strings but records unquoted times, dates and yes/no as traps', () => {
    const r = parseYaml('a: 15:00\nb: 2000-01-02\nc: no\nd: "15:00"\ne: 900\n', 'x.yaml')
    expect(r.data).toEqual({ a: '15:00', b: '2000-01-02', c: 'no', d: '15:00', e: 900 })
    expect(r.traps.map((t) => `${t.pointer} ${t.kind}`)).toEqual(['/a time', '/b date', '/c boolean-word'])
  })

  it('reports duplicate keys instead of keeping the last one', () => {
    expect(where('a: 1\nb: 2\na: 3\n')).toEqual(["3:1 /a chave repetida: 'a' (já aparece na linha 1)"])
    // The earlier key's own line, not its alias value's.
    expect(where('b: &b\n  x: 1\na:\n  *b\na: 2\n')).toEqual(["5:1 /a chave repetida: 'a' (já aparece na linha 3)"])
  })

  it('reports syntax errors with their position', () => {
    expect(where('a: [1, 2\nb: 3\n')).toEqual(['2:1  indentação incorreta'])
  })

  it('shows the offending line with a caret under the column', () => {
    const [p] = parseYaml('a: 1\nb: [1, 2\nc: 3\n', 'x.yaml').problems
    expect(p!.excerpt).toBe('    3 | c: 3\n      | ^')
  })

  it('names an unquoted value containing ": " and says to quote it, once', () => {
    const r = parseYaml('items:\n  - id: a\n    title: Palestra: IA\n    start: "10:00"\n', 'x.yaml')
    expect(r.problems).toEqual([
      {
        file: 'x.yaml',
        line: 3,
        col: 12,
        pointer: '',
        message: 'valor com ": " sem aspas: escreva o valor entre aspas',
        hint: 'o YAML lê ": " como o início de outra chave; escreva title: "Palestra: IA"',
        excerpt: '    3 |     title: Palestra: IA\n      |            ^',
      },
    ])
  })

  it('points a bad indentation at the line itself, with the line to align it to', () => {
    // The parser blames line 2 ("compact mappings"); the mistake is line 3's extra space.
    const over = parseYaml('a:\n  b: 1\n   c: 2\n', 'x.yaml').problems
    expect(over.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      '3:4 confira a indentação: esta linha começa com 3 espaços, mas o bloco a que ela parece pertencer começa com 2 espaços (linha 2)',
    ])
    expect(over[0]!.hint).toMatch(/^alinhe-a com a linha 2 \(2 espaços\)/)
    expect(over[0]!.excerpt).toBe('    3 |    c: 2\n      |    ^')
    const under = parseYaml('items:\n  - id: a\n    title: "x"\n   start: "10:00"\n', 'x.yaml').problems
    expect(under.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual([
      '4:4 confira a indentação: esta linha começa com 3 espaços, mas o bloco a que ela parece pertencer começa com 4 espaços (linha 3)',
    ])
    const item = parseYaml('a:\n  - x\n - y\n', 'x.yaml').problems
    expect(item.map((p) => `${p.line}:${p.col}`)).toEqual(['3:2'])
    const afterValue = parseYaml('a: 1\n  b: 2\n', 'x.yaml').problems
    expect(afterValue.map((p) => `${p.line}:${p.col}`)).toEqual(['2:3'])
  })

  it('leaves block texts, multi-line quotes and continued values alone when looking for the cause', () => {
    const src = 'a: |\n  b: c\n     d\ne: "one\n   two"\nf: long\n   text\ng:\n  - h: 1\n    i: [1,\n'
    // The only mistake is the unclosed "[" on line 10: no line above it is blamed.
    expect(parseYaml(src, 'x.yaml').problems.map((p) => `${p.line} ${p.message}`)).toEqual(['11 indentação incorreta'])
  })

  it('refuses a %YAML 1.1 directive, which would turn 15:00 into 900', () => {
    expect(where('%YAML 1.1\n---\na: 15:00\n')).toEqual(['1:1  diretiva %YAML não é permitida'])
  })

  it('refuses __proto__ keys without polluting prototypes', () => {
    const r = parseYaml('__proto__:\n  polluted: true\nok: 1\n', 'x.yaml')
    expect(r.problems.map((p) => `${p.line}:${p.col} ${p.message}`)).toEqual(['1:1 chave não permitida: __proto__'])
    expect(r.data).toEqual({ ok: 1 })
    expect(Object.getPrototypeOf(r.data)).toBe(Object.prototype)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('refuses tags that make non-JSON values', () => {
    expect(where('a: !!timestamp 2000-01-01\n')).toEqual(['1:16 /a valor de tipo não suportado'])
  })
})

/** The CPU milliseconds `parseYaml` spends on `src`, in a process of its own: wall-clock time grows
 * with the machine's load, and this worker's process time with the other workers' tests. */
function parseCpuMs(src: string): number {
  const child = `
    import { readFileSync } from 'node:fs'
    import { parseYaml } from ${JSON.stringify(join(import.meta.dirname, 'parse-yaml.ts'))}
    const src = readFileSync(0, 'utf8')
    const start = process.cpuUsage()
    parseYaml(src, 'x.yaml')
    const used = process.cpuUsage(start)
    process.stdout.write(String((used.user + used.system) / 1000))
  `
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', child], { input: src, encoding: 'utf8' })
  expect(result.status, result.stderr).toBe(0)
  return Number(result.stdout)
}

describe('hostile input: clear error, no crash, bounded time', () => {
  it('alias bomb (billion laughs)', () => {
    let src = 'a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]\n'
    for (let i = 0; i < 9; i++) {
      const prev = String.fromCharCode(97 + i)
      const name = String.fromCharCode(98 + i)
      src += `${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]\n`
    }
    const r = parseYaml(src, 'x.yaml')
    expect(r.data).toBeUndefined()
    expect(r.problems).toHaveLength(1)
    expect(r.problems[0]!.message).toBe('aliases (*) demais: o limite é 100 por arquivo')
    expect(parseCpuMs(src)).toBeLessThan(2000)
  })

  it('file over the size limit', () => {
    const src = 'a: "' + 'x'.repeat(600 * 1024) + '"\n'
    expect(where(src)).toEqual(['1:1  arquivo grande demais (601 KB; o limite é 512 KB)'])
    expect(parseCpuMs(src)).toBeLessThan(2000)
  })

  it('deep nesting', () => {
    const brackets = '['.repeat(200_000) + ']'.repeat(200_000)
    expect(where(brackets)).toEqual(['1:65  estrutura aninhada demais (mais de 64 níveis)'])
    expect(parseCpuMs(brackets)).toBeLessThan(3000)
    const dashes = '- '.repeat(10_000) + 'x\n'
    expect(where(dashes)).toEqual(['1:129  estrutura aninhada demais (mais de 64 níveis)'])
    expect(parseCpuMs(dashes)).toBeLessThan(3000)
  })

  it('binary junk and NUL bytes', () => {
    expect(where(new Uint8Array([0xff, 0xfe, 0x00, 0x41]))).toEqual([
      '1:1  o arquivo não é texto UTF-8 (parece binário ou com outra codificação)',
    ])
    expect(where('a: 1\nb: x\u0000y\n')).toEqual(['2:5  caractere de controle inválido (U+0000): o arquivo parece binário ou corrompido'])
  })

  it('a large but legal file still parses, in time that grows linearly with its size', () => {
    // The parse's CPU time in a process of its own, which other processes' load does not inflate.
    // Eight times the size: linear parsing takes about 8 times the CPU, quadratic about 64.
    const child = `
      import { parseYaml } from ${JSON.stringify(join(import.meta.dirname, 'parse-yaml.ts'))}
      const file = (n) => 'items:\\n' + '  - "item"\\n'.repeat(n)
      const cpu = (src) => {
        const start = process.cpuUsage()
        const { problems } = parseYaml(src, 'x.yaml')
        const used = process.cpuUsage(start)
        if (problems.length > 0) throw new Error(JSON.stringify(problems))
        return used.user + used.system
      }
      const [small, large] = [file(5_000), file(40_000)]
      cpu(small)
      cpu(large)
      const times = { small: [], large: [] }
      for (let run = 0; run < 3; run++) {
        times.small.push(cpu(small))
        times.large.push(cpu(large))
      }
      console.log(JSON.stringify({ small: Math.min(...times.small), large: Math.min(...times.large) }))
    `
    const result = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', child], { encoding: 'utf8' })
    expect(result.status, result.stderr).toBe(0)
    const { small, large } = JSON.parse(result.stdout) as { small: number; large: number }
    expect(large / small).toBeLessThan(8 * 2.5)
  })
})
