// `npm run validate`: every content problem at once, as file:line:col, exit 1 on any error.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentRoot } from '../src/content/load-content.ts'
import { formatProblems, sortProblems } from '../src/content/problem.ts'
import { validateContent } from '../src/content/validate.ts'

export async function runValidate(root: string = contentRoot(), githubActions = process.env.GITHUB_ACTIONS === 'true'): Promise<number> {
  const result = validateContent(root, join(process.cwd(), 'schemas'))
  // Oversized originals are refused too: the repository keeps no image the phones should not load.
  const { checkImageSizes } = await import('../src/images/check-image-sizes.ts')
  const problems = sortProblems([...result.problems, ...(await checkImageSizes(root))])
  if (problems.length > 0) {
    console.error(formatProblems(problems, githubActions))
    // Name the folders the problems are in: an oversized photo is in public/images/, not in data/.
    const folders = [...new Set(problems.map((p) => (p.file.startsWith('public/images/') ? 'public/images/' : 'data/')))].sort()
    console.error(`\n${problems.length} problema(s) em ${folders.join(' e ')}. Corrija e rode \`npm run validate\` de novo.`)
    return 1
  }
  console.log(`Conteúdo OK: ${result.files.length} arquivos validados em ${Math.round(result.durationMs)} ms.`)
  return 0
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  process.exitCode = await runValidate()
}
