// The parser's errors often point past the real mistake: the two commonest (a line indented off its block, an unquoted ": ")
// are looked for around the error, so the message names the line and the fix.

type SyntaxDiagnosis = { line: number; col: number; message: string; hint: string }

/** The offending line with a caret under `col`, numbered as in an editor. */
export function excerpt(text: string, line: number, col: number): string {
  const lines = text.split(/\r?\n/)
  const source = (lines[line - 1] ?? '').replace(/\t/g, ' ')
  const gutter = String(line)
  const pad = ' '.repeat(gutter.length)
  const caretCol = Math.max(1, Math.min(col, source.length + 1))
  return `    ${gutter} | ${source}\n    ${pad} | ${' '.repeat(caretCol - 1)}^`
}

// `key: value` or `- key: value`; group 3 is the value as written.
const KEY_LINE = /^(\s*)((?:- +)*)([A-Za-z0-9_][\w.-]*|"[^"]*"|'[^']*'):(?:\s+(.*))?$/

/** Value text without a trailing comment (a " #" outside quotes starts one). */
function stripComment(value: string): string {
  const i = value.search(/\s#/)
  return (i < 0 ? value : value.slice(0, i)).trimEnd()
}

/** An unquoted value that itself contains ": " (or ends with ":"), e.g. `title: Palestra: IA`. */
function unquotedColon(lineText: string, line: number): SyntaxDiagnosis | undefined {
  const m = KEY_LINE.exec(lineText)
  if (!m || m[4] === undefined) return undefined
  const value = stripComment(m[4])
  if (value === '' || /^["'[{|>&*!]/.test(value)) return undefined
  if (!/:(\s|$)/.test(value)) return undefined
  const col = lineText.length - m[4].length + 1
  const key = m[3]!
  return {
    line,
    col,
    message: `valor com ": " sem aspas: escreva o valor entre aspas`,
    hint: `o YAML lê ": " como o início de outra chave; escreva ${key}: ${JSON.stringify(value)}`,
  }
}

/** The first line, up to `lastLine`, whose indentation matches no open block. */
function badIndentation(lines: readonly string[], lastLine: number): SyntaxDiagnosis | undefined {
  const stack: { indent: number; line: number }[] = []
  /** The previous significant line ended a key with no value on it: a deeper block may start. */
  let opens = false
  let prevIndent = -1
  let prevHadValue = false
  let blockScalarIndent: number | undefined
  let quote: '"' | "'" | undefined
  for (let i = 0; i < Math.min(lines.length, lastLine); i++) {
    const raw = lines[i]!
    if (quote) {
      // Inside a quoted value that spans lines: wait for its closing quote.
      const closes = quote === '"' ? /(^|[^\\])"/.test(raw) : /'/.test(raw.replace(/''/g, ''))
      if (closes) quote = undefined
      continue
    }
    if (/^\s*(#|$)/.test(raw)) continue
    const indent = /^ */.exec(raw)![0].length
    if (blockScalarIndent !== undefined) {
      if (indent > blockScalarIndent) continue
      blockScalarIndent = undefined
    }
    const content = raw.slice(indent)
    const isEntry = /^- |^-$/.test(content) || KEY_LINE.test(raw)
    const lineNo = i + 1
    let ok = true
    if (opens && indent > prevIndent) stack.push({ indent, line: lineNo })
    else if (opens && indent === prevIndent && content.startsWith('-')) stack.push({ indent, line: lineNo })
    else if (stack.some((l) => l.indent === indent)) {
      while (stack[stack.length - 1]!.indent > indent) stack.pop()
      stack[stack.length - 1]!.line = lineNo
    } else if (stack.length === 0) stack.push({ indent, line: lineNo })
    else if (indent > prevIndent && prevHadValue && !isEntry)
      continue // a plain value continued on the next line
    else ok = false
    if (!ok) {
      const near = [...stack].sort((a, b) => Math.abs(a.indent - indent) - Math.abs(b.indent - indent) || b.indent - a.indent)[0]!
      const spaces = (n: number) => `${n} ${n === 1 ? 'espaço' : 'espaços'}`
      return {
        line: lineNo,
        col: indent + 1,
        message: `confira a indentação: esta linha começa com ${spaces(indent)}, mas o bloco a que ela parece pertencer começa com ${spaces(near.indent)} (linha ${near.line})`,
        hint: `alinhe-a com a linha ${near.line} (${spaces(near.indent)}) ou, se ela for parte do valor de cima, escreva esse valor entre aspas; use só espaços, nunca tabulação`,
      }
    }
    // What this line opens for the next one.
    const m = KEY_LINE.exec(raw)
    const value = m?.[4] === undefined ? '' : stripComment(m[4])
    const dashes = m ? m[2]!.length : /^(- +)*/.exec(content)![0].length
    if (m && dashes > 0) stack.push({ indent: indent + dashes, line: lineNo })
    else if (!m && dashes > 0 && content.length > dashes) stack.push({ indent: indent + dashes, line: lineNo })
    opens = m ? value === '' : /^-\s*$/.test(content)
    prevIndent = m ? indent + dashes : indent
    prevHadValue = !opens
    if (/^[|>][-+0-9]*$/.test(value)) {
      blockScalarIndent = indent + dashes
      opens = false
    }
    const q = value[0]
    if (q === '"' && !/(^|[^\\])"$/.test(value.slice(1).replace(/\\\\/g, ''))) quote = '"'
    if (q === "'" && !/'$/.test(value.slice(1).replace(/''/g, ''))) quote = "'"
  }
  return undefined
}

/** The likely mistake behind a syntax error the parser found at `line`, if it is a common one. */
export function diagnoseSyntax(text: string, line: number): SyntaxDiagnosis | undefined {
  const lines = text.split(/\r?\n/)
  for (const l of [line, line - 1, line + 1]) {
    const found = l >= 1 && l <= lines.length ? unquotedColon(lines[l - 1]!, l) : undefined
    if (found) return found
  }
  return badIndentation(lines, line + 1)
}
