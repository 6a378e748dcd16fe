// Times content validation on the real data plus 100 generated editions (copies of the current
// edition with shifted years) in a temporary folder. `npm run bench` calls benchValidation().
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parse } from 'yaml'
import { validateContent } from '../src/content/validate.ts'

export interface BenchResult {
  editions: number
  files: number
  problems: number
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

export function benchValidation(root: string = process.cwd(), count = 100): BenchResult {
  const tmp = mkdtempSync(join(tmpdir(), 'sercomp-bench-'))
  try {
    cpSync(join(root, 'data'), join(tmp, 'data'), { recursive: true })
    if (existsSync(join(root, 'public', 'images')))
      cpSync(join(root, 'public', 'images'), join(tmp, 'public', 'images'), { recursive: true })
    const current = String((parse(readFileSync(join(root, 'data', 'site.yaml'), 'utf8')) as { currentEdition: string }).currentEdition)
    for (let i = 0; i < count; i++) {
      // 1900..1999 never collide with real editions and keep the year pattern valid.
      const year = String(1900 + i)
      copyWithYear(join(root, 'data', 'editions', current), join(tmp, 'data', 'editions', year), current, year)
    }
    const schemas = join(root, 'schemas')
    const cold = validateContent(tmp, schemas)
    const warm = validateContent(tmp, schemas)
    return { editions: count, files: warm.files.length, problems: warm.problems.length, coldMs: cold.durationMs, warmMs: warm.durationMs }
  } finally {
    rmSync(tmp, { recursive: true, force: true })
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  const real = validateContent(process.cwd())
  console.log(`validação dos dados reais: ${real.files.length} arquivos, ${Math.round(real.durationMs)} ms`)
  const r = benchValidation()
  console.log(
    `validação com +${r.editions} edições geradas: ${r.files} arquivos, ${r.problems} problema(s), ${Math.round(r.coldMs)} ms (1ª vez, com compilação dos esquemas), ${Math.round(r.warmMs)} ms (2ª vez)`,
  )
  if (r.problems > 0) process.exitCode = 1
}
