// `npm run validate`: every content problem at once, as file:line:col, exit 1 on any error.
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { formatProblems } from '../src/content/problem.ts'
import { validateContent } from '../src/content/validate.ts'

export function runValidate(root: string = process.cwd(), githubActions = process.env.GITHUB_ACTIONS === 'true'): number {
  const result = validateContent(root)
  if (result.problems.length > 0) {
    console.error(formatProblems(result.problems, githubActions))
    console.error(`\n${result.problems.length} problema(s) em data/. Corrija e rode \`npm run validate\` de novo.`)
    return 1
  }
  console.log(`Conteúdo OK: ${result.files.length} arquivos validados em ${Math.round(result.durationMs)} ms.`)
  return 0
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  process.exitCode = runValidate()
}
