// @vitest-environment node
// How `npm run changes` is called. What it reports between two commits, with its two builds:
// tests/e2e/changes.test.ts.
import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

const project = process.cwd()

describe('npm run changes', () => {
  it('explains how to call it, and refuses a ref that is not a commit', () => {
    const bare = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/changes.ts'], { cwd: project, encoding: 'utf8' })
    expect(bare.status).toBe(2)
    expect(bare.stderr).toContain('usage: npm run changes -- <git ref> [--output FILE]')
    const wrong = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/changes.ts', 'no-such-ref-xyz'], {
      cwd: project,
      encoding: 'utf8',
    })
    expect(wrong.status).toBe(2)
    expect(wrong.stderr).toContain("'no-such-ref-xyz' is not a commit here")
  })
})
