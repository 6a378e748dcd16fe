// cspell's pt-BR dictionary (@cspell/dict-pt-br), read with its trie library: the text form takes seconds to read, so the
// first run keeps its binary form under node_modules/.cache/, which reads in milliseconds.
import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { buildITrieFromWords, decodeTrie, encodeITrieToBTrie, type ITrie } from 'cspell-trie-lib'

/** A word list: is a word in it, and which of its words are nearest to one that is not. */
export type WordList = ReturnType<typeof wordList>

const SUGGESTIONS = 3

function wordList(trie: ITrie) {
  return {
    has: (word: string) => trie.has(word),
    // Two changes at most, accents and case kept: "inscriçao" gives "inscrição", not "inscricao".
    suggest: (word: string) => trie.suggest(word, { numSuggestions: SUGGESTIONS, changeLimit: 2, ignoreCase: false }).slice(0, SUGGESTIONS),
  }
}

/** A word list of the given words (the allow-list), to suggest them too. */
export function wordListOf(words: readonly string[]) {
  return wordList(buildITrieFromWords(words))
}

const loaded = new Map<string, WordList>()

/** The pt-BR dictionary, from the cache when there (named by the dictionary's own hash), else made and kept there. */
export function portugueseWords(cacheDir: string = join(process.cwd(), 'node_modules', '.cache', 'sercomp-spelling')): WordList {
  let words = loaded.get(cacheDir)
  // Once per process: the tests validate many copies of the content.
  if (!words) loaded.set(cacheDir, (words = readPortugueseWords(cacheDir)))
  return words
}

export function readPortugueseWords(cacheDir: string): WordList {
  const source = join(dirname(createRequire(import.meta.url).resolve('@cspell/dict-pt-br')), 'pt_BR.trie.gz')
  const gzipped = readFileSync(source)
  const cached = join(cacheDir, `pt_BR-${createHash('sha256').update(gzipped).digest('hex').slice(0, 16)}.btrie`)
  try {
    return wordList(decodeTrie(readFileSync(cached)))
  } catch {
    // Missing or unreadable (an older format): made again below.
  }
  const trie = decodeTrie(gunzipSync(gzipped).toString('utf8'))
  try {
    mkdirSync(cacheDir, { recursive: true })
    // Written beside it, then renamed in one step: a killed run never leaves half a file.
    const temp = `${cached}.${randomUUID()}.tmp`
    writeFileSync(temp, encodeITrieToBTrie(trie))
    renameSync(temp, cached)
  } catch {
    // A read-only folder only costs the next run the same seconds.
  }
  return wordList(trie)
}
