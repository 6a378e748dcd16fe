// @vitest-environment node
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../tests/fixtures/content/fixture-root.ts'

const repo = process.cwd()
const work = mkdtempSync(path.join(tmpdir(), 'sercomp-build-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('npm run build', () => {
  it('refuses bad content before building and leaves the previous dist/ as it was', () => {
    for (const entry of ['schemas', 'src', 'scripts', 'public', 'node_modules', 'package.json', 'tsconfig.json', 'vite.config.ts']) {
      symlinkSync(path.join(repo, entry), path.join(work, entry))
    }
    cpSync(path.join(FIXTURE_ROOT, 'data'), path.join(work, 'data'), { recursive: true })
    const schedule = path.join(work, 'data/editions/2032/schedule.yaml')
    writeFileSync(schedule, readFileSync(schedule, 'utf8').replace('end: "18:30"', 'end: "17:00"'))
    mkdirSync(path.join(work, 'dist/client'), { recursive: true })
    writeFileSync(path.join(work, 'dist/client/index.html'), 'previous build')

    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: work, encoding: 'utf8' })

    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/data\/editions\/2032\/schedule\.yaml:\d+:\d+ error \/days\/0\/events\/0\/end: /)
    expect(result.stderr).toContain('dist/ was left as it was')
    expect(readFileSync(path.join(work, 'dist/client/index.html'), 'utf8')).toBe('previous build')
    expect(existsSync(path.join(work, 'dist-staging'))).toBe(false)
  })
})
