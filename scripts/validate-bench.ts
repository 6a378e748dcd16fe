// Times content validation on the real data plus 100 generated editions (copies of the current
// edition with shifted years) in a temporary folder. `npm run bench` calls benchValidation().
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { ContentError } from '../src/content/problem.ts'
import { validateContent } from '../src/content/validate.ts'

export interface BenchResult {
  editions: number
  files: number
  /** First run in this process: includes compiling the schemas. */
  coldMs: number
  /** Second run: schemas already compiled. */
  warmMs: number
}

function copyWithYear(from: string, to: string, year: string, newYear: string) {
  mkdirSync(to, { recursive: true })
  for (const name of readdirSync(from)) {
    const src = join(from, name)
    if (statSync(src).isDirectory()) copyWithYear(src, join(to, name), year, newYear)
    else writeFileSync(join(to, name), readFileSync(src, 'utf8').replaceAll(year, newYear))
  }
}

// The image folders named after the current edition's year (edicoes/2025/, parceiros/2025/): each
// generated edition gets a copy named after its own year, as its copied YAML names its files there.
function yearFolders(images: string, year: string): string[] {
  if (!existsSync(images)) return []
  return readdirSync(images, { recursive: true, encoding: 'utf8' })
    .map((entry) => join(images, entry))
    .filter((path) => basename(path) === year && statSync(path).isDirectory())
}

/**
 * A temporary content root: the real data plus `count` copies of the current edition, years
 * `firstYear`.. skipping real editions (1900.. never collide with them; a build needs 1970 or
 * later, as calendar files cannot hold earlier instants).
 */
export function generatedContentRoot(root: string = process.cwd(), count = 100, firstYear = 1900): string {
  const tmp = mkdtempSync(join(tmpdir(), 'sercomp-bench-'))
  cpSync(join(root, 'data'), join(tmp, 'data'), { recursive: true })
  const images = join(tmp, 'public', 'images')
  if (existsSync(join(root, 'public', 'images'))) cpSync(join(root, 'public', 'images'), images, { recursive: true })
  const current = String((parse(readFileSync(join(root, 'data', 'site.yaml'), 'utf8')) as { currentEdition: string }).currentEdition)
  const real = new Set(readdirSync(join(root, 'data', 'editions')))
  const folders = yearFolders(images, current)
  for (let i = 0, y = firstYear; i < count; y++) {
    const year = String(y)
    if (real.has(year)) continue
    i++
    copyWithYear(join(root, 'data', 'editions', current), join(tmp, 'data', 'editions', year), current, year)
    for (const folder of folders) cpSync(folder, join(dirname(folder), year), { recursive: true })
  }
  return tmp
}

export function benchValidation(root: string = process.cwd(), count = 100): BenchResult {
  const tmp = generatedContentRoot(root, count)
  try {
    const schemas = join(root, 'schemas')
    const cold = validateContent(tmp, schemas)
    const warm = validateContent(tmp, schemas)
    // Timing content that fails validation measures the wrong thing.
    if (warm.problems.length > 0) throw new ContentError(warm.problems)
    return { editions: count, files: warm.files.length, coldMs: cold.durationMs, warmMs: warm.durationMs }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const real = validateContent(process.cwd())
  console.log(`validação dos dados reais: ${real.files.length} arquivos, ${Math.round(real.durationMs)} ms`)
  const r = benchValidation()
  console.log(
    `validação com +${r.editions} edições geradas: ${r.files} arquivos, ${Math.round(r.coldMs)} ms (1ª vez, com compilação dos esquemas), ${Math.round(r.warmMs)} ms (2ª vez)`,
  )
}
