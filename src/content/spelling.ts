// Every word a visitor reads (visible-texts.ts), looked up in the Portuguese dictionary and the organisers' allow-list: an
// unknown word is a warning at its file:line:col, never an error (a name the dictionary lacks is not a mistake).
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CheckedFile, SchemaRegistry } from './checked-file.ts'
import { SPELLING_ALLOW_LIST, schemaOf } from './content-files.ts'
import type { Problem } from './problem.ts'
import { portugueseWords, wordListOf, type WordList } from './spelling-dictionary.ts'
import { visibleTexts } from './visible-texts.ts'

/** The organisers' names and terms (a lowercase entry in any case, another as written or in capitals); `problems`: lines of two words. */
type AllowList = ReturnType<typeof parseAllowList>

const lower = (word: string) => word.toLocaleLowerCase('pt-BR')
const upper = (word: string) => word.toLocaleUpperCase('pt-BR')
const capitalise = (word: string) => upper(word.slice(0, 1)) + word.slice(1)
// One apostrophe for the dictionary: "d’água" is "d'água".
const straight = (word: string) => word.replace(/’/g, "'")

export function parseAllowList(text: string, file: string = SPELLING_ALLOW_LIST) {
  const anyCase = new Set<string>()
  const asWritten = new Set<string>()
  const words: string[] = []
  const problems: Problem[] = []
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim()
    if (line === '' || line.startsWith('#')) return
    if (/\s/.test(line)) {
      problems.push({ file, line: i + 1, col: raw.indexOf(line) + 1, pointer: '', message: `uma palavra por linha: "${line}"` })
      return
    }
    const word = straight(line)
    words.push(word)
    if (word === lower(word)) anyCase.add(word)
    else asWritten.add(word).add(upper(word))
  })
  return { words, problems, has: (word: string) => asWritten.has(straight(word)) || anyCase.has(lower(straight(word))) }
}

/** A word's own letters, whole words only: "MC01", "5.0" or "2025a" hold no word. */
const WORD = /(?<![\p{L}\p{M}\p{N}_])[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*(?![\p{L}\p{M}\p{N}_])/gu
/** What is not a word though made of letters: markers, addresses, e-mails, handles, domains. */
const NOT_WORDS = /\{[^{}]*\}|\bhttps?:\/\/\S+|\S+@\S+|@[\p{L}\p{N}_.]+|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu
const ROMAN = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/

/** The words of a text, each with how many times it came before in the same text. */
export function wordsOf(text: string): Array<{ word: string; occurrence: number }> {
  const blanked = text.replace(NOT_WORDS, (m) => ' '.repeat(m.length))
  const seen = new Map<string, number>()
  return [...blanked.matchAll(WORD)].map(([word]) => {
    const occurrence = seen.get(word) ?? 0
    seen.set(word, occurrence + 1)
    return { word, occurrence }
  })
}

function inDictionary(word: string, dictionary: WordList): boolean {
  const w = straight(word)
  if (dictionary.has(w)) return true
  const allCaps = w === upper(w)
  // A capital at the start of a title or sentence, or a title in capitals: "Inscrição", "ABERTURA".
  if ((allCaps || w === capitalise(lower(w))) && dictionary.has(lower(w))) return true
  return allCaps && dictionary.has(capitalise(lower(w)))
}

export function isKnownWord(word: string, dictionary: WordList, allowList: Pick<AllowList, 'has'>): boolean {
  if ([...word].length < 2 || ROMAN.test(word)) return true
  if (allowList.has(word) || inDictionary(word, dictionary)) return true
  // "Patos-PB", "pré-requisito": each part on its own.
  const parts = word.split(/['’-]/)
  return parts.length > 1 && parts.every((part) => isKnownWord(part, dictionary, allowList))
}

// Suggestions are searched for this many distinct words at most: each costs tens of milliseconds.
const MAX_SUGGESTED = 20

export interface SpellingInput {
  files: readonly CheckedFile[]
  registry: Pick<SchemaRegistry, 'schemas' | 'byId'>
  dictionary: WordList
  allowList: AllowList
}

/** One warning per unknown word in the visible texts, where it is written. */
export function spellingWarnings({ files, registry, dictionary, allowList }: SpellingInput): Problem[] {
  const warnings: Problem[] = [...allowList.problems]
  // The allow-list suggests too ("HACKTHON": "HACKATHON"), searched in lowercase, shown as written.
  const written = new Map(allowList.words.map((w) => [lower(w), w]))
  const allowListWords = wordListOf([...written.keys()])
  const suggestions = new Map<string, string[]>()
  const suggest = (word: string): string[] => {
    if (!suggestions.has(word) && suggestions.size < MAX_SUGGESTED) {
      // In the word's own case: "HACKTHON" gets "HACKATHON", "Pallestra" gets "Palestra".
      const shape = word === upper(word) ? upper : word === capitalise(word) ? capitalise : (w: string) => w
      const named = (s: string) => (written.has(s) && written.get(s) !== s ? written.get(s)! : shape(s))
      const all = [...allowListWords.suggest(lower(word)), ...dictionary.suggest(lower(word))].map(named)
      suggestions.set(word, [...new Set(all)].filter((s) => s !== word).slice(0, 3))
    }
    return suggestions.get(word) ?? []
  }
  const addIt = `se estiver certa (um nome, uma sigla, um termo), acrescente-a a ${SPELLING_ALLOW_LIST}`
  for (const f of files) {
    const schema = registry.schemas.get(schemaOf(f.kind))
    if (f.parsed.data === undefined || !schema) continue
    for (const { pointer, text } of visibleTexts(f.parsed.data, schema, registry)) {
      for (const { word, occurrence } of wordsOf(text)) {
        if (isKnownWord(word, dictionary, allowList)) continue
        const options = suggest(word)
        const maybe = options.length > 0 ? `talvez ${options.map((s) => `"${s}"`).join(', ')}? ` : ''
        warnings.push({
          file: f.file,
          ...f.parsed.locateWord(pointer, word, occurrence),
          pointer,
          message: `palavra fora do dicionário: "${word}"`,
          hint: `${maybe}${addIt}`,
        })
      }
    }
  }
  return warnings
}

/** The spelling warnings of the content under `root`: its allow-list, the Portuguese dictionary. */
export function checkSpelling(root: string, files: readonly CheckedFile[], registry: SpellingInput['registry'], cacheDir?: string) {
  const listPath = join(root, SPELLING_ALLOW_LIST)
  const allowList = parseAllowList(existsSync(listPath) ? readFileSync(listPath, 'utf8') : '')
  return spellingWarnings({ files, registry, dictionary: portugueseWords(cacheDir), allowList })
}
