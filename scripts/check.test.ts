import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { checks, failureDigest, runTask } from './check.ts'

const trees: string[] = []
afterAll(() => trees.forEach((dir) => rmSync(dir, { recursive: true, force: true })))
/** A small project in a temporary folder: file path -> text. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-'))
  trees.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}
const task = (name: string) => checks({ cached: false }).find((t) => t.name === name)!

describe('failureDigest', () => {
  it("starts at Vitest's Failed Tests section and keeps it whole", () => {
    const output = [
      '✓ a.test.ts (3 tests)',
      '× b.test.ts > times out',
      '⎯⎯⎯ Failed Tests 1 ⎯⎯⎯',
      'FAIL b.test.ts > times out',
      'Error: Test timed out in 60000ms.',
      ' Tests  1 failed | 2 passed',
    ].join('\n')
    expect(failureDigest(output)).toBe(
      ['⎯⎯⎯ Failed Tests 1 ⎯⎯⎯', 'FAIL b.test.ts > times out', 'Error: Test timed out in 60000ms.', ' Tests  1 failed | 2 passed'].join(
        '\n',
      ),
    )
  })

  it('keeps the last lines of any other output, and says how many more there are', () => {
    const output = Array.from({ length: 10 }, (_, i) => `line ${i + 1}`).join('\n')
    expect(failureDigest(output, 3)).toBe('line 8\nline 9\nline 10')
    const long = ['⎯⎯ Failed Tests 2 ⎯⎯', ...Array.from({ length: 5 }, (_, i) => `detail ${i + 1}`)].join('\n')
    expect(failureDigest(long, 3)).toBe('⎯⎯ Failed Tests 2 ⎯⎯\ndetail 1\ndetail 2\n… (3 more lines in its output above)')
  })
})

describe('runTask', () => {
  it('keeps the output of a streamed task too, so that its failure can be repeated at the end', async () => {
    const result = await runTask({
      name: 'echo',
      command: process.execPath,
      args: ['-e', 'console.log("streamed line"); process.exit(3)'],
      stream: true,
    })
    expect(result).toMatchObject({ name: 'echo', ok: false, streamed: true })
    expect(result.output).toContain('streamed line')
  })
})

describe('npm run check', () => {
  it('fails on an export nothing imports (knip)', async () => {
    const dir = tree({
      'package.json': JSON.stringify({ name: 't', private: true, type: 'module', main: 'src/index.ts' }),
      'src/index.ts': "import { used } from './a.ts'\nconsole.log(used)\n",
      'src/a.ts': 'export const used = 1\nexport const unused = 2\n',
    })
    const knip = task('unused code')
    const result = await runTask({ ...knip, args: [...knip.args, '--directory', dir] })
    expect(result.ok).toBe(false)
    expect(stripVTControlCharacters(result.output)).toMatch(/Unused exports \(1\)[\s\S]*unused\s+src\/a\.ts:2:14/)
  }, 60_000)
})
