// `npm run validate`: every content problem at once as file:line:col; unknown words are warnings only.
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { contentRoot } from '../src/content/load-content.ts'
import { formatProblems, sortProblems } from '../src/content/problem.ts'
import { loadSchemas, validateContent } from '../src/content/validate.ts'

export interface ValidateOptions {
  spelling?: boolean // the build leaves it to `npm run validate` and the pull request's check
  spellingCache?: string // where the dictionary's fast form is kept (node_modules/.cache/ by default)
}

export async function runValidate(
  root: string = contentRoot(),
  githubActions = process.env.GITHUB_ACTIONS === 'true',
  { spelling = true, spellingCache }: ValidateOptions = {},
): Promise<number> {
  const started = performance.now()
  const schemasDir = join(process.cwd(), 'schemas')
  const result = validateContent(root, schemasDir)
  // Oversized originals are refused too: the repository keeps no image the phones should not load.
  const { checkImageSizes } = await import('../src/images/check-image-sizes.ts')
  const problems = sortProblems([...result.problems, ...(await checkImageSizes(root))])
  if (spelling) {
    const { checkSpelling } = await import('../src/content/spelling.ts')
    const warnings = checkSpelling(root, result.files, loadSchemas(schemasDir), spellingCache)
    if (warnings.length > 0) {
      console.warn(formatProblems(warnings, githubActions, 'warning'))
      console.warn(
        `\n${warnings.length} palavra(s) fora do dicionário (avisos: não impedem a publicação). Corrija o erro de digitação ou, se a palavra estiver certa, acrescente-a a data/dicionario.txt.\n`,
      )
    }
  }
  if (problems.length > 0) {
    console.error(formatProblems(problems, githubActions))
    const folders = [...new Set(problems.map((p) => (p.file.startsWith('public/images/') ? 'public/images/' : 'data/')))].sort()
    console.error(`\n${problems.length} problema(s) em ${folders.join(' e ')}. Corrija e rode \`npm run validate\` de novo.`)
    return 1
  }
  console.log(`Conteúdo OK: ${result.files.length} arquivos validados em ${Math.round(performance.now() - started)} ms.`)
  return 0
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  process.exitCode = await runValidate()
}
