/** One content mistake, located on the line an organiser has to fix. */
export interface Problem {
  /** Relative to the repository root, with forward slashes. */
  file: string
  line: number
  col: number
  /** JSON pointer into the file's data ('' for the whole file, and syntax errors). */
  pointer: string
  message: string
  hint?: string
  /** The source line with a caret under the column (a syntax error: the file cannot be read further). */
  excerpt?: string
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => compare(a.file, b.file) || a.line - b.line || a.col - b.col || compare(a.pointer, b.pointer) || compare(a.message, b.message),
  )
}

/** An error fails the validation; a warning (a word the dictionary lacks) is only shown. */
export type Level = 'error' | 'warning'

/** `file:line:col error /pointer: message`, then the hint on its own indented line. */
export function formatProblem(p: Problem, level: Level = 'error'): string {
  const where = `${p.file}:${p.line}:${p.col} ${level}`
  const head = p.pointer ? `${where} ${p.pointer}: ${p.message}` : `${where}: ${p.message}`
  const shown = p.excerpt ? `${head}\n${p.excerpt}` : head
  return p.hint ? `${shown}\n    dica: ${p.hint}` : shown
}

// GitHub workflow commands: data and property values have their own escaping rules.
const escapeData = (s: string) => s.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A')
const escapeProperty = (s: string) => escapeData(s).replace(/:/g, '%3A').replace(/,/g, '%2C')

export function formatGithubAnnotation(p: Problem, level: Level = 'error'): string {
  const text = `${p.pointer ? `${p.pointer}: ` : ''}${p.message}${p.hint ? ` (dica: ${p.hint})` : ''}`
  return `::${level} file=${escapeProperty(p.file)},line=${p.line},col=${p.col}::${escapeData(text)}`
}

export function formatProblems(problems: readonly Problem[], githubActions = false, level: Level = 'error'): string {
  return sortProblems(problems)
    .flatMap((p) => [formatProblem(p, level), ...(githubActions ? [formatGithubAnnotation(p, level)] : [])])
    .join('\n')
}

/** Thrown by the loader; carries every problem found, not just the first. */
export class ContentError extends Error {
  readonly problems: readonly Problem[]
  constructor(problems: readonly Problem[]) {
    const sorted = sortProblems(problems)
    super(`O conteúdo em data/ tem ${sorted.length} problema(s):\n${formatProblems(sorted)}`)
    this.name = 'ContentError'
    this.problems = sorted
  }
}
