// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { file, registry } from '../../tests/fixtures/content/rule-files.ts'
import { wordListOf } from './spelling-dictionary.ts'
import { isKnownWord, parseAllowList, spellingWarnings, wordsOf } from './spelling.ts'

// A small stand-in for the Portuguese dictionary: the behaviour, not the word list, is under test.
const dictionary = wordListOf([
  'abertura',
  'do',
  'de',
  'a',
  'e',
  'o',
  'evento',
  'inscrição',
  'inscrições',
  'pré-requisito',
  'painel',
  'Brasil',
  'sala',
])
const none = parseAllowList('')

describe('parseAllowList', () => {
  const list = parseAllowList('# comentário\n\nhackathon\nChatGPT\n  Patos  \nduas palavras\n')
  it('a lowercase entry matches in any case; one with capitals as written or in capitals', () => {
    expect(['hackathon', 'Hackathon', 'HACKATHON', 'ChatGPT', 'CHATGPT', 'Patos', 'PATOS'].filter((w) => !list.has(w))).toEqual([])
    expect(['Chatgpt', 'chatgpt', 'patos'].filter((w) => list.has(w))).toEqual([])
  })
  it('skips comments and blank lines, and points at a line with two words', () => {
    expect(list.words).toEqual(['hackathon', 'ChatGPT', 'Patos'])
    expect(list.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.message}`)).toEqual([
      'data/dicionario.txt:6:1 uma palavra por linha: "duas palavras"',
    ])
  })
})

describe('wordsOf', () => {
  it('leaves markers, addresses, e-mails, handles, domains and words glued to digits', () => {
    const text = '{edicao}: veja https://example.org/a-b, fale@example.org, @perfil, site.example.org, MC01, 5.0 e Painel II.'
    expect(wordsOf(text).map((w) => w.word)).toEqual(['veja', 'e', 'Painel', 'II'])
  })
  it('keeps hyphens and apostrophes inside a word, and counts repeated words', () => {
    expect(wordsOf('pré-requisito d’água pré-requisito')).toEqual([
      { word: 'pré-requisito', occurrence: 0 },
      { word: 'd’água', occurrence: 0 },
      { word: 'pré-requisito', occurrence: 1 },
    ])
  })
})

describe('isKnownWord', () => {
  const known = (word: string, allow = none) => isKnownWord(word, dictionary, allow)
  it('accepts a dictionary word capitalised or in capitals, and a proper name in capitals', () => {
    expect(['abertura', 'Abertura', 'ABERTURA', 'Inscrição', 'INSCRIÇÕES', 'Brasil', 'BRASIL'].filter((w) => !known(w))).toEqual([])
  })
  it('refuses a capital inside a word, a missing accent, a typo and a proper name in lowercase', () => {
    expect(['aBertura', 'inscricao', 'HACKTHON', 'brasil'].filter((w) => known(w))).toEqual([])
  })
  it('accepts single letters, Roman numerals and hyphenated words whose parts are known', () => {
    expect(['C', 'VII', 'XIV', 'Sala-Painel', 'pré-requisito'].filter((w) => !known(w))).toEqual([])
    expect(known('Sala-Pianel')).toBe(false)
  })
  it('accepts the allow-list', () => {
    expect(known('HACKATHON', parseAllowList('hackathon'))).toBe(true)
  })
})

describe('spellingWarnings', () => {
  const schedule = file(
    'data/editions/2031/schedule.yaml',
    [
      'days:',
      '  - date: "2031-05-19"',
      '    events:',
      '      - id: abertura-do-hackthon',
      '        title: "ABERTURA DO HACKTHON E DO HACKTHON"',
      '        start: "08:00"',
      '        end: "09:00"',
      '        roomId: sala-hackthon',
      '        participants: []',
    ].join('\n'),
  )
  const warnings = (allowList = parseAllowList('hackathon')) => spellingWarnings({ files: [schedule], registry, dictionary, allowList })

  it('warns of each unknown word of a visible text at its own file:line:col, not of ids', () => {
    expect(warnings().map((w) => `${w.file}:${w.line}:${w.col} ${w.pointer} ${w.message}`)).toEqual([
      'data/editions/2031/schedule.yaml:5:29 /days/0/events/0/title palavra fora do dicionário: "HACKTHON"',
      'data/editions/2031/schedule.yaml:5:43 /days/0/events/0/title palavra fora do dicionário: "HACKTHON"',
    ])
  })
  it('suggests the nearest allow-list word in the case of the text, and names the allow-list', () => {
    expect(warnings()[0]!.hint).toBe(
      'talvez "HACKATHON"? se estiver certa (um nome, uma sigla, um termo), acrescente-a a data/dicionario.txt',
    )
  })
  it('is silent once the word is in the allow-list', () => {
    expect(warnings(parseAllowList('hackthon'))).toEqual([])
  })
})
