// The `npm run changes` report as one pull-request comment, found by a hidden marker (CommonJS: github-script requires it).
const fs = require('node:fs')

const MARKER = '<!-- sercomp-changes -->'

/**
 * @param {{ github: any, context: any, core: any, reportFile?: string, built?: boolean }} args
 * @returns {Promise<'created' | 'updated' | 'no-report'>}
 */
module.exports = async function postChangesComment({ github, context, core, reportFile = 'changes.md', built = true }) {
  if (!fs.existsSync(reportFile)) {
    core.warning('npm run changes wrote no report (see its step); the comment was left as it was.')
    return 'no-report'
  }
  const { owner, repo } = context.repo
  const run = `${context.serverUrl}/${owner}/${repo}/actions/runs/${context.runId}`
  const footer = built
    ? `O site construído desta versão está para baixar em [Artifacts, nesta execução](${run}).`
    : `[Log desta execução](${run})`
  const body = `${MARKER}\n${fs.readFileSync(reportFile, 'utf8')}\n---\n${footer}\n`
  const issue_number = context.issue.number
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number, per_page: 100 })
  // Only the bot's own comment: a person quoting the marker keeps theirs.
  const previous = comments.find((comment) => comment.user && comment.user.type === 'Bot' && (comment.body || '').startsWith(MARKER))
  if (previous) {
    await github.rest.issues.updateComment({ owner, repo, comment_id: previous.id, body })
    return 'updated'
  }
  await github.rest.issues.createComment({ owner, repo, issue_number, body })
  return 'created'
}

module.exports.MARKER = MARKER
