import { copyFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { temporaryTrees } from '../tests/support/temporary-tree.ts'
import { checks, failureDigest, runTask } from './check.ts'

const tree = temporaryTrees('check-')
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
  })

  describe('fails on an import cycle or a layer crossed (dependency-cruiser)', () => {
    const depcruise = task('import cycles and layers')
    const cruise = async (files: Record<string, string>) => {
      const dir = tree({ 'tsconfig.json': '{}', 'scripts/command.ts': 'export {}\n', ...files })
      copyFileSync('.dependency-cruiser.cjs', join(dir, '.dependency-cruiser.cjs'))
      const result = await runTask({ ...depcruise, command: resolve(depcruise.command), cwd: dir })
      return { ok: result.ok, output: stripVTControlCharacters(result.output) }
    }

    it('passes a tree without one, and names each cycle and crossing in one that has them', async () => {
      const fine = { 'src/a/x.ts': "import { y } from '../b/y'\nexport const x = y\n", 'src/b/y.ts': 'export const y = 1\n' }
      expect(await cruise(fine)).toMatchObject({ ok: true })
      const result = await cruise({
        // Two files, through a type-only import.
        'src/types/x.ts': "import type { Y } from './y'\nexport type X = Y\n",
        'src/types/y.ts': "import type { X } from './x'\nexport type Y = X | 1\n",
        // Two files, through a dynamic import.
        'src/lazy/x.ts': "export const x = () => import('./y')\n",
        'src/lazy/y.ts': "import { x } from './x'\nexport const y = x\n",
        // Two folders, with no file cycle.
        'src/a/x.ts': "import { y } from '../b/y'\nexport const x = y\n",
        'src/b/y.ts': 'export const y = 1\n',
        'src/b/z.ts': "import { w } from '../a/w'\nexport const z = w\n",
        'src/a/w.ts': 'export const w = 1\n',
        // Site code importing build-time code.
        'src/features/page.ts': "import { step } from '../build/step'\nexport const page = step\n",
        'src/build/step.ts': 'export const step = 1\n',
      })
      expect(result.ok).toBe(false)
      expect(result.output).toMatch(/no-file-cycle: src\/types\/[xy]\.ts/)
      expect(result.output).toMatch(/no-file-cycle: src\/lazy\/[xy]\.ts/)
      expect(result.output).toMatch(/no-folder-cycle: src\/[ab] /)
      expect(result.output).not.toMatch(/no-file-cycle: src\/[ab]\//)
      expect(result.output).toMatch(/build-time-layer: src\/features\/page\.ts → src\/build\/step\.ts/)
    })

    it('passes a feature that imports its own files and the layers below, and fails one that imports another feature', async () => {
      const shared = {
        'src/components/button.ts': 'export const button = 1\n',
        'src/features/programme/tabs.ts': "import { button } from '../../components/button'\nexport const tabs = button\n",
        'src/features/programme/page.ts': "import { tabs } from './tabs'\nexport const page = tabs\n",
      }
      expect(await cruise(shared)).toMatchObject({ ok: true })
      const result = await cruise({
        ...shared,
        'src/features/venue/anchor.ts': 'export const anchor = 1\n',
        'src/features/programme/room.ts': "import { anchor } from '../venue/anchor'\nexport const room = anchor\n",
      })
      expect(result.ok).toBe(false)
      expect(result.output).toMatch(/feature-independence: src\/features\/programme\/room\.ts → src\/features\/venue\/anchor\.ts/)
      expect(result.output).not.toMatch(/feature-independence: src\/features\/programme\/page\.ts/)
    })
  })
})
