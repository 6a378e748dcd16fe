import {
  Composer,
  isAlias,
  isScalar,
  isSeq,
  Lexer,
  LineCounter,
  Parser,
  YAMLParseError,
  type Node as YamlNode,
  type CST,
  type Document,
} from 'yaml'
import type { Problem } from './problem.ts'
import { diagnoseSyntax, excerpt } from './yaml-syntax.ts'

/** Limits that keep hostile input from costing unbounded time or memory. */
export const LIMITS = {
  maxBytes: 512 * 1024,
  maxDepth: 64,
  maxAliases: 100,
  /** Nodes produced after alias expansion: content files have a few thousand. */
  maxNodes: 200_000,
  maxProblemsPerFile: 50,
} as const

/** A plain (unquoted) scalar that YAML 1.1 readers would turn into something else. */
export interface YamlTrap {
  pointer: string
  source: string
  kind: 'time' | 'date' | 'boolean-word'
}

/** Offsets of a value and of its key (none for sequence items and the root), where a scalar's source ends, a plain scalar's text. */
type Entry = { key?: number; value: number; end?: number; plain?: string }

/** The file's plain data (undefined when it could not be read at all), its problems and traps, and where each value is written. */
export type ParsedYaml = ReturnType<typeof parseYaml>

export function escapePointerToken(token: string | number): string {
  return String(token).replace(/~/g, '~0').replace(/\//g, '~1')
}

const TIME_RE = /^\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?$/
const DATE_RE = /^\d{4}-\d{1,2}-\d{1,2}([Tt ]\S.*)?$/
const BOOL_WORD_RE = /^(yes|no|on|off|y|n)$/i

function trapKind(source: string): YamlTrap['kind'] | undefined {
  if (TIME_RE.test(source)) return 'time'
  if (DATE_RE.test(source)) return 'date'
  if (BOOL_WORD_RE.test(source)) return 'boolean-word'
  return undefined
}

export function trapMessage(trap: Pick<YamlTrap, 'kind' | 'source'>): { message: string; hint: string } {
  const quoted = JSON.stringify(trap.source)
  const why =
    trap.kind === 'time'
      ? `sem aspas, ${trap.source} pode ser lido como um número (YAML 1.1 lê 15:00 como 900)`
      : trap.kind === 'date'
        ? `sem aspas, ${trap.source} pode ser lido como uma data com fuso horário, não como texto`
        : `sem aspas, ${trap.source} pode ser lido como verdadeiro/falso`
  return { message: `escreva entre aspas: ${quoted}`, hint: why }
}

const YAML_CODES: Record<string, string> = {
  BAD_INDENT: 'indentação incorreta',
  TAB_AS_INDENT: 'use espaços para indentar, não tabulação',
  MISSING_CHAR: 'falta um caractere: aspas, colchete ou chave não fechados?',
  MULTIPLE_DOCS: "o arquivo deve ter um único documento: remova a linha '---' extra",
  UNEXPECTED_TOKEN: 'trecho inesperado: confira os dois-pontos, as aspas e a indentação',
  BAD_SCALAR_START: 'valor começa com um caractere reservado: escreva o valor entre aspas',
  BLOCK_AS_IMPLICIT_KEY: 'chave inválida: uma chave fica numa só linha e termina com ":"',
  MULTILINE_IMPLICIT_KEY: 'chave inválida: uma chave fica numa só linha e termina com ":"',
  BAD_DQ_ESCAPE: 'barra invertida inválida entre aspas duplas: use \\\\ ou aspas simples',
  TAG_RESOLVE_FAILED: 'tag YAML desconhecida (comece o valor sem "!" ou escreva-o entre aspas)',
  RESOURCE_EXHAUSTION: 'estrutura aninhada demais',
  BAD_ALIAS: 'alias inválido',
  ALIAS_PROPS: 'alias inválido',
  KEY_OVER_1024_CHARS: 'chave longa demais',
  BLOCK_IN_FLOW: 'bloco dentro de [ ] ou { }: feche o colchete ou use a forma em linhas',
  BAD_PROP_ORDER: 'âncora ou tag em posição inválida',
  MULTIPLE_ANCHORS: 'mais de uma âncora no mesmo valor',
  MULTIPLE_TAGS: 'mais de uma tag no mesmo valor',
  BAD_COLLECTION_TYPE: 'tipo de coleção inválido',
  NON_STRING_KEY: 'chave que não é texto',
}

/** Parses one YAML content file into plain data, keeping the position of every value. */
export function parseYaml(input: string | Uint8Array, file: string) {
  const problems: Problem[] = []
  const traps: YamlTrap[] = []
  const index = new Map<string, Entry>()
  const lineCounter = new LineCounter()
  lineCounter.addNewLine(0)
  const posOf = lineCounter.linePos
  let text = ''

  const add = (offset: number, pointer: string, message: string, hint?: string) => {
    problems.push({ file, ...posOf(offset), pointer, message, ...(hint ? { hint } : {}) })
  }
  /** Line and column of the value at `pointer`, or of its key; a missing pointer falls back to the nearest ancestor's key. */
  const locate = (pointer: string, at: 'value' | 'key' = 'value'): { line: number; col: number } => {
    let p = pointer
    let entry = index.get(p)
    if (!entry) {
      at = 'key'
      while (!entry && p !== '') {
        p = p.slice(0, Math.max(0, p.lastIndexOf('/')))
        entry = index.get(p)
      }
    }
    if (!entry) return { line: 1, col: 1 }
    return posOf(at === 'key' && entry.key !== undefined ? entry.key : entry.value)
  }
  const located = {
    locate,
    /** The unquoted source text when the value at `pointer` is a plain scalar. */
    plainSource: (pointer: string) => index.get(pointer)?.plain,
    /** Where `needle` (a piece of the text at `pointer`) is written, up to the next key; else the value's position. */
    locateWithin(pointer: string, needle: string) {
      const entry = index.get(pointer)
      if (!entry) return locate(pointer)
      const at = text.indexOf(needle, entry.value)
      const nextKey = text.slice(entry.value).search(/\n\s*(- )?[A-Za-z_]+:\s/)
      return at >= 0 && (nextKey < 0 || at < entry.value + nextKey) ? posOf(at) : posOf(entry.value)
    },
    /** Where the `occurrence`-th (from 0) whole `word` of the text at `pointer` is written; else the value's position. */
    locateWord(pointer: string, word: string, occurrence = 0) {
      const entry = index.get(pointer)
      if (!entry) return locate(pointer)
      const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      const whole = new RegExp(`(?<![\\p{L}\\p{M}\\p{N}_])${escaped}(?![\\p{L}\\p{M}\\p{N}_])`, 'gu')
      whole.lastIndex = entry.value
      let seen = 0
      for (let m = whole.exec(text); m && m.index < (entry.end ?? text.length); m = whole.exec(text))
        if (seen++ === occurrence) return posOf(m.index)
      return posOf(entry.value)
    },
  }
  const result = (data: unknown) => {
    let list = problems
    if (list.length > LIMITS.maxProblemsPerFile) {
      const extra = list.length - LIMITS.maxProblemsPerFile
      list = list.slice(0, LIMITS.maxProblemsPerFile)
      list.push({ ...list[list.length - 1]!, message: `... e mais ${extra} problema(s) neste arquivo`, hint: undefined })
    }
    return { file, data, problems: list, traps, ...located }
  }
  // A file that cannot be read at all: one problem, no data.
  const unreadable = (message: string, hint?: string, offset = 0) => {
    add(offset, '', message, hint)
    return result(undefined)
  }

  // Bytes: size, encoding, control characters.
  const byteLength = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.byteLength
  if (byteLength > LIMITS.maxBytes)
    return unreadable(
      `arquivo grande demais (${Math.ceil(byteLength / 1024)} KB; o limite é ${LIMITS.maxBytes / 1024} KB)`,
      'divida o conteúdo ou confira se o arquivo certo foi salvo aqui',
    )
  if (typeof input === 'string') text = input
  else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(input)
    } catch {
      return unreadable('o arquivo não é texto UTF-8 (parece binário ou com outra codificação)', 'salve o arquivo como texto UTF-8')
    }
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  for (const newline of text.matchAll(/\n/g)) lineCounter.addNewLine(newline.index + 1)
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]/.exec(text)
  if (control) {
    const code = control[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')
    return unreadable(
      `caractere de controle inválido (U+${code}): o arquivo parece binário ou corrompido`,
      'apague o caractere invisível ou salve o arquivo de novo como texto',
      control.index,
    )
  }
  const directive = /^%\S*/m.exec(text)
  if (directive && /^%(YAML|TAG)\b/.test(directive[0]))
    return unreadable(`diretiva ${directive[0]} não é permitida`, 'apague a linha; os arquivos usam YAML 1.2', directive.index)

  // The composer recurses per level: depth is watched first on the iterative parser's stack (document, open collections, a scalar).
  const parser = new Parser()
  const tokens: CST.Token[] = []
  for (const lexeme of new Lexer().lex(text)) {
    tokens.push(...parser.next(lexeme))
    const levels = parser.stack.length - (parser.stack.at(-1)?.type === 'scalar' ? 2 : 1)
    if (levels > LIMITS.maxDepth)
      return unreadable(`estrutura aninhada demais (mais de ${LIMITS.maxDepth} níveis)`, undefined, parser.offset - lexeme.length)
  }
  tokens.push(...parser.end())
  const composer = new Composer({
    version: '1.2',
    schema: 'core',
    merge: false,
    // Checked below with a clearer message (and JS-level equality: 1 and "1" collide).
    uniqueKeys: false,
    strict: true,
  })
  const [doc, second] = [...composer.compose(tokens, true, text.length)] as [Document.Parsed, Document.Parsed?]
  if (second) {
    const message = 'Source contains multiple documents; please use YAML.parseAllDocuments()'
    doc.errors.push(new YAMLParseError([second.range[0], second.range[1]], 'MULTIPLE_DOCS', message))
  }
  const syntax = [...doc.errors, ...doc.warnings]
  if (syntax.length > 0) {
    const likely = diagnoseSyntax(text, posOf(syntax[0]!.pos[0]).line)
    const found = likely ? [likely] : []
    // One mistake often trips several parser errors on the same line: report the line once.
    for (const e of likely ? [] : syntax) {
      const at = posOf(e.pos[0])
      if (found.length >= 5 || found.some((f) => f.line === at.line)) continue
      const hint = `detalhe técnico: ${e.message.split('\n')[0]!}`
      found.push({ ...at, message: YAML_CODES[e.code] ?? 'erro de sintaxe YAML', hint })
    }
    for (const f of found) problems.push({ file, ...f, pointer: '', excerpt: excerpt(text, f.line, f.col) })
    return result(undefined)
  }

  // Conversion to plain data, with positions.
  let aliases = 0
  let nodes = 0
  let aborted = false
  const inProgress = new Set<YamlNode>()
  const abort = (offset: number, pointer: string, message: string, hint?: string) => {
    if (!aborted) add(offset, pointer, message, hint)
    aborted = true
    return undefined
  }

  const convert = (node: YamlNode | null, pointer: string, depth: number, keyAt?: number, aliasAt?: number): unknown => {
    if (aborted) return undefined
    // Inside an alias expansion every position is the alias's own.
    const at = aliasAt ?? node?.range?.[0] ?? 0
    if (++nodes > LIMITS.maxNodes) return abort(at, pointer, 'conteúdo grande demais depois de expandir os aliases (*)')
    if (depth > LIMITS.maxDepth) return abort(at, pointer, `estrutura aninhada demais (mais de ${LIMITS.maxDepth} níveis)`)
    const entry: Entry = { key: aliasAt ?? keyAt, value: at }
    index.set(pointer, entry)
    if (node === null) return null

    if (isAlias(node)) {
      if (++aliases > LIMITS.maxAliases) return abort(at, pointer, `aliases (*) demais: o limite é ${LIMITS.maxAliases} por arquivo`)
      const target = node.resolve(doc)
      if (!target) return abort(at, pointer, `alias *${node.source} sem âncora &${node.source} antes dele`)
      if (inProgress.has(target)) return abort(at, pointer, `alias *${node.source} aponta para dentro de si mesmo`)
      return convert(target, pointer, depth, keyAt, at)
    }
    if (isScalar(node)) {
      const v = node.value
      if (aliasAt === undefined && node.range) entry.end = node.range[1]
      if (node.type === 'PLAIN' && node.source) {
        entry.plain = node.source
        const kind = typeof v === 'string' && !node.tag ? trapKind(node.source) : undefined
        if (kind) traps.push({ pointer, source: node.source, kind })
      }
      if (v === null || typeof v === 'string' || typeof v === 'boolean' || Number.isFinite(v)) return v
      if (typeof v === 'number') add(at, pointer, `número inválido: ${node.source}`, 'escreva o valor entre aspas se for texto')
      else add(at, pointer, 'valor de tipo não suportado', 'escreva o valor entre aspas')
      return null
    }
    inProgress.add(node)
    let out: unknown[] | Record<string, unknown>
    if (isSeq(node)) out = node.items.map((item, i) => convert(item as YamlNode, `${pointer}/${i}`, depth + 1, undefined, aliasAt))
    else {
      out = {}
      const keyLines = new Map<string, number>()
      for (const pair of node.items) {
        const keyNode = pair.key as YamlNode
        const keyOffset = aliasAt ?? keyNode.range?.[0] ?? at
        if (!isScalar(keyNode) || keyNode.value === null || typeof keyNode.value === 'object') {
          add(keyOffset, pointer, 'chave inválida: use um nome simples seguido de ":"')
          continue
        }
        const scalar = keyNode.value as string | number | boolean
        const key = String(scalar)
        const childPointer = `${pointer}/${escapePointerToken(key)}`
        if (key === '__proto__') add(keyOffset, childPointer, 'chave não permitida: __proto__')
        else if (keyLines.has(key))
          add(
            keyOffset,
            childPointer,
            `chave repetida: '${key}' (já aparece na linha ${keyLines.get(key)})`,
            'apague uma das duas; o YAML não pode ter a mesma chave duas vezes no mesmo bloco',
          )
        else {
          keyLines.set(key, posOf(keyOffset).line)
          out[key] = convert(pair.value as YamlNode, childPointer, depth + 1, keyOffset, aliasAt)
        }
      }
    }
    inProgress.delete(node)
    return out
  }

  const data = convert(doc.contents, '', 0)
  return result(aborted ? undefined : data)
}
