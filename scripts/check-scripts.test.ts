// The rules of `npm run check`'s import and unused-code scripts (package.json), each run as the
// script is, on small trees that break them.
import { spawnSync } from 'node:child_process'
import { copyFileSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { describe, expect, it } from 'vitest'
import { temporaryTrees } from '../tests/support/temporary-tree.ts'

const tree = temporaryTrees('check-')
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

/** Runs the package.json script `name` (with `extra` arguments) in `cwd`: its status and output. */
function runScript(name: string, cwd: string, extra: string[] = []) {
  const [command, ...args] = scripts[name]!.split(' ')
  const result = spawnSync(resolve('node_modules/.bin', command!), [...args, ...extra], { cwd, encoding: 'utf8' })
  return { ok: result.status === 0, output: stripVTControlCharacters(`${result.stdout}${result.stderr}`) }
}

describe('npm run check', () => {
  it('fails on an export nothing imports (knip)', () => {
    const dir = tree({
      'package.json': JSON.stringify({ name: 't', private: true, type: 'module', main: 'src/index.ts' }),
      'src/index.ts': "import { used } from './a.ts'\nconsole.log(used)\n",
      'src/a.ts': 'export const used = 1\nexport const unused = 2\n',
    })
    const result = runScript('check:unused', process.cwd(), ['--directory', dir])
    expect(result.ok).toBe(false)
    expect(result.output).toMatch(/Unused exports \(1\)[\s\S]*unused\s+src\/a\.ts:2:14/)
  })

  describe('fails on an import cycle or a layer crossed (dependency-cruiser)', () => {
    const cruise = (files: Record<string, string>) => {
      const dir = tree({ 'tsconfig.json': '{}', 'scripts/command.ts': 'export {}\n', ...files })
      copyFileSync('.dependency-cruiser.cjs', join(dir, '.dependency-cruiser.cjs'))
      return runScript('check:imports', dir)
    }

    it('passes a tree without one, and names each cycle and crossing in one that has them', () => {
      const fine = { 'src/a/x.ts': "import { y } from '../b/y'\nexport const x = y\n", 'src/b/y.ts': 'export const y = 1\n' }
      expect(cruise(fine)).toMatchObject({ ok: true })
      const result = cruise({
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

    it('passes a feature that imports its own files and the layers below, and fails one that imports another feature', () => {
      const shared = {
        'src/components/button.ts': 'export const button = 1\n',
        'src/features/programme/tabs.ts': "import { button } from '../../components/button'\nexport const tabs = button\n",
        'src/features/programme/page.ts': "import { tabs } from './tabs'\nexport const page = tabs\n",
      }
      expect(cruise(shared)).toMatchObject({ ok: true })
      const result = cruise({
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
