import { describe, expect, it } from 'vitest'
import { callDate, file, HACKATHON, run } from '../../../tests/fixtures/content/rule-files.ts'
import { checkCallWindow } from './call-window.ts'

const dates = `dates:\n${callDate('abertura', '    date: "2031-04-01"\n')}${callDate('inscricoes', '    date: "2031-04-30"\n')}`
const window = (opensDateId: string, closesDateId: string, upcoming: string) =>
  `window:\n  opensDateId: ${opensDateId}\n  closesDateId: ${closesDateId}\n  upcoming: ${upcoming}\n  open: "Aberta"\n  closed: "Encerrada"\n`

describe('checkCallWindow', () => {
  it('passes a window that names dates of its call, with or without an opening', () => {
    expect(run(checkCallWindow, file(HACKATHON, dates + window('abertura', 'inscricoes', '"Abre em {data:abertura}"')))).toEqual([])
    expect(run(checkCallWindow, file(HACKATHON, dates + window('null', 'inscricoes', 'null')))).toEqual([])
  })

  it('reports a closing or opening date the call does not have, at its place, with the closest id', () => {
    expect(run(checkCallWindow, file(HACKATHON, dates + window('abertur', 'inscricao', '"Abre"')))).toEqual([
      `${HACKATHON}:9:16 /window/opensDateId data não encontrada: 'abertur' (não está em dates desta chamada)`,
      `${HACKATHON}:10:17 /window/closesDateId data não encontrada: 'inscricao' (não está em dates desta chamada)`,
    ])
  })

  it('asks for the line shown before opening when the call has an opening date', () => {
    expect(run(checkCallWindow, file(HACKATHON, dates + window('abertura', 'inscricoes', 'null')))).toEqual([
      `${HACKATHON}:11:13 /window/upcoming a chamada tem data de abertura (opensDateId): escreva a linha mostrada antes de abrir`,
    ])
  })
})
