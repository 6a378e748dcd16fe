// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

type Post = ((args: object) => Promise<string>) & { MARKER: string }
const post = createRequire(import.meta.url)('./changes-comment.cjs') as Post

const work = mkdtempSync(path.join(tmpdir(), 'sercomp-comment-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))
const report = path.join(work, 'changes.md')
writeFileSync(report, '## O que muda para o público\n\nNenhuma mudança visível para o público.\n')

interface Comment {
  id: number
  body: string
  user: { type: string }
}

/** The part of Octokit the script uses, over an in-memory list of comments. */
function fakeGitHub(comments: Comment[]) {
  const calls: string[] = []
  const listComments = () => Promise.resolve({ data: comments })
  return {
    calls,
    comments,
    github: {
      paginate: async (method: typeof listComments) => (await method()).data,
      rest: {
        issues: {
          listComments,
          createComment: ({ body }: { body: string }) => {
            calls.push('create')
            comments.push({ id: comments.length + 100, body, user: { type: 'Bot' } })
            return Promise.resolve()
          },
          updateComment: ({ comment_id, body }: { comment_id: number; body: string }) => {
            calls.push(`update ${comment_id}`)
            comments.find((c) => c.id === comment_id)!.body = body
            return Promise.resolve()
          },
        },
      },
    },
  }
}

const context = { repo: { owner: 'uepb', repo: 'sercomp' }, issue: { number: 7 }, serverUrl: 'https://github.com', runId: 42 }
const core = {
  warnings: [] as string[],
  warning(message: string) {
    this.warnings.push(message)
  },
}

describe('the pull-request comment', () => {
  it('is created once, then edited on every later push', async () => {
    const fake = fakeGitHub([{ id: 1, body: 'Obrigado! (quoting <!-- sercomp-changes -->)', user: { type: 'User' } }])
    expect(await post({ github: fake.github, context, core, reportFile: report })).toBe('created')
    expect(await post({ github: fake.github, context, core, reportFile: report })).toBe('updated')
    expect(await post({ github: fake.github, context, core, reportFile: report, built: false })).toBe('updated')
    expect(fake.calls).toEqual(['create', 'update 101', 'update 101'])
    expect(fake.comments).toHaveLength(2)
    const mine = fake.comments[1]!
    expect(mine.body.startsWith(`${post.MARKER}\n## O que muda para o público`)).toBe(true)
    expect(mine.body).toContain('[Log desta execução](https://github.com/uepb/sercomp/actions/runs/42)')
    expect(fake.comments[0]!.body).toBe('Obrigado! (quoting <!-- sercomp-changes -->)')
  })

  it('says where to download the built site when the build worked', async () => {
    const fake = fakeGitHub([])
    await post({ github: fake.github, context, core, reportFile: report, built: true })
    expect(fake.comments[0]!.body).toContain('para baixar em [Artifacts, nesta execução](https://github.com/uepb/sercomp/actions/runs/42)')
  })

  it('leaves the comment alone, with a warning, when there is no report', async () => {
    const fake = fakeGitHub([])
    expect(await post({ github: fake.github, context, core, reportFile: path.join(work, 'missing.md') })).toBe('no-report')
    expect(fake.calls).toEqual([])
    expect(core.warnings).toEqual([expect.stringContaining('wrote no report')])
  })
})
