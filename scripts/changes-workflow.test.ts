// @vitest-environment node
// GitHub runs the workflow, not this machine: this checks that the pull-request workflow's
// "O que muda para o público" steps point at what exists here, with the rights they need.
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Step {
  id?: string
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}

const workflow = parse(readFileSync('.github/workflows/pull-request.yml', 'utf8')) as {
  permissions: Record<string, string>
  jobs: Record<string, { steps: Step[] }>
}
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

describe('pull-request workflow: the changes comment', () => {
  it('checks out the history and compares with the base branch through npm run changes', () => {
    const job = Object.values(workflow.jobs).find((j) => j.steps.some((s) => s.id === 'changes'))!
    expect(job.steps.find((s) => s.uses?.startsWith('actions/checkout@'))?.with?.['fetch-depth']).toBe(0)
    const changes = job.steps.find((s) => s.id === 'changes')!
    expect(changes.run).toContain('npm run changes -- "origin/$BASE_REF" --output changes.md')
    expect(changes.env?.BASE_REF).toBe('${{ github.base_ref }}')
    expect(scripts.changes).toBe('tsx scripts/changes.ts')
    expect(existsSync('scripts/changes.ts')).toBe(true)
  })

  it('posts one comment with the tested script and uploads the built site, with pinned actions', () => {
    expect(workflow.permissions['pull-requests']).toBe('write')
    const comment = steps.find((s) => s.uses?.startsWith('actions/github-script@'))!
    expect(comment.uses).toMatch(/@v\d+$/)
    expect(String(comment.with?.script)).toContain('/scripts/changes-comment.cjs')
    expect(existsSync('scripts/changes-comment.cjs')).toBe(true)
    const upload = steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))!
    expect(upload.uses).toMatch(/@v\d+$/)
    expect(upload.with?.path).toBe('dist/client')
    expect(upload.if).toContain("steps.changes.outcome == 'success'")
  })
})
