// npm run check: every `code span` of README.md and docs/**/*.md that names a file (src/…, `button.tsx`),
// a token (`colour.frame.accent`, `--sc-palette-frame-accent`) or a command (`npm run bench`) names one that exists;
// a decision record stays within 3,000 bytes (issue 48).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { basename, dirname, join, normalize } from 'node:path'
import { pathToFileURL } from 'node:url'
import * as tokens from '../src/theme/tokens.ts'

export interface Project {
  files: readonly string[] // every tracked file, repository-relative
  scripts: readonly string[]
}

export type Miss = { line: number; col: number; text: string; reason: string }

// A path of the project's own code and docs; data/ paths in the docs are examples of what to create.
const PROJECT_PATH = /^(?:src|scripts|tests|schemas|docs|\.github|\.ci)\/[\w./-]*$/
// A file named alone or by its last folders, by the endings of the code.
const CODE_FILE = /^[\w./-]+\.(?:ts|tsx|css|cjs|mjs)$/
// Names the docs use as placeholders for any file.
const EXAMPLES = new Set(['foo.ts', 'foo.test.ts'])

/** Whether `dotted` (`colour.frame.accent`, `space[4]`) is a token of src/theme/tokens.ts. */
export function isToken(dotted: string): boolean {
  const parts = dotted.replace(/\[(\w+)\]/g, '.$1').split('.')
  let at: unknown = tokens
  for (const part of parts) {
    if (typeof at !== 'object' || at === null || !(part in at)) return false
    at = (at as Record<string, unknown>)[part]
  }
  return true
}

// `--sc-palette-frame-accent` -> colour.frame.accent; the other groups by their own names.
function isVariable(name: string): boolean {
  const palette = /^--sc-palette-(\w+)-(\w+)$/.exec(name)
  if (palette) return isToken(`colour.${palette[1]}.${palette[2]}`) || (palette[1] === 'common' && palette[2] === 'white')
  const other = /^--sc-(space|radius|shadow|font)-(\w+)$/.exec(name)
  if (!other) return true // another of the site's variables (--sc-family…): not a token's
  const group = { space: 'space', radius: 'radius', shadow: 'shadow', font: 'type' }[other[1] as 'space']
  return isToken(`${group}.${other[2]}`)
}

function fileExists(project: Project, doc: string, name: string): boolean {
  const path = name.replace(/\/$/, '')
  const here = normalize(join(dirname(doc), path))
  return project.files.some(
    (file) => file === path || file.startsWith(`${path}/`) || file === here || file.startsWith(`${here}/`) || file.endsWith(`/${path}`),
  )
}

/** What `doc` (its repository-relative path and text) names that the project does not have. */
export function missingNames(project: Project, doc: string, text: string): Miss[] {
  const misses: Miss[] = []
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    for (const span of line.matchAll(/`([^`]+)`/g)) {
      const code = span[1]!.trim()
      const at = (reason: string) => misses.push({ line: index + 1, col: span.index + 2, text: code, reason })
      if (/[<>*…{}]|\.\.\./.test(code)) continue // a pattern or a placeholder, not a name
      for (const command of code.matchAll(/\bnpm run ([\w:-]+)/g))
        if (!project.scripts.includes(command[1]!)) at(`no script "${command[1]}" in package.json`)
      if (/^(?:colour|space|radius|shadow|type|fontWeight)(?:\.\w+|\[\w+\])+$/.test(code)) {
        if (!isToken(code)) at('no such token in src/theme/tokens.ts')
      } else if (/^--sc-[\w-]+$/.test(code)) {
        if (!isVariable(code)) at('no such token variable (src/theme/tokens.ts)')
      } else if ((PROJECT_PATH.test(code) || CODE_FILE.test(code)) && !EXAMPLES.has(basename(code))) {
        if (!fileExists(project, doc, code)) at('no such file in the project')
      }
    }
  })
  return misses
}

/** Why the decision record `doc` is too long, or null: at most 3,000 bytes (measurements go to docs/performance.md). */
export function oversizeRecord(doc: string, text: string): string | null {
  const bytes = Buffer.byteLength(text)
  if (!/^docs\/decisions\/\d{4}-[^/]+\.md$/.test(doc) || bytes <= 3000) return null
  return `${bytes} bytes: a decision record says its context, decision and consequences in at most 3,000 (measurements go to docs/performance.md)`
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean)
  const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts)
  const docs = files.filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')))
  let count = 0
  for (const doc of docs) {
    const text = readFileSync(doc, 'utf8')
    for (const miss of missingNames({ files, scripts }, doc, text)) {
      console.error(`${doc}:${miss.line}:${miss.col} \`${miss.text}\`: ${miss.reason}`)
      count++
    }
    const oversize = oversizeRecord(doc, text)
    if (oversize) {
      console.error(`${doc}: ${oversize}`)
      count++
    }
  }
  if (count > 0) {
    console.error(`${count} problem(s) in the docs: correct the doc, or the name it uses.`)
    process.exit(1)
  }
  console.log(`Docs: every file, token and command named in ${docs.length} files exists; no decision record is over 3,000 bytes.`)
}
