import { describe, expect, it } from 'vitest'
import { file, registry, root } from '../../../tests/fixtures/content/rule-files.ts'
import type { CheckedFile } from '../checked-file.ts'
import type { Check } from './rule-helpers.ts'
import { checkMarkers } from './markers.ts'

describe('checkMarkers', () => {
  it('markers name known facts, and a call date by its id, with a guess for typos', () => {
    const CALL = 'data/editions/2031/calls/marathon.yaml'
    const call = file(
      CALL,
      `subtitle: "Maratona {edicao}"\nsections:\n  - id: s\n    title: "{edicão} {ano}"\n    blocks:\n      - "Premiação em {data:premio}, às {inicio:premio}; {data:premiacao}, {datta:premiacao}."\n      - list: ["{fim:prova}"]\ndates:\n  - id: premiacao\n    date: "2031-05-21"\n    endDate: null\n    start: null\n    end: null\n  - id: prova\n    date: "2031-05-20"\n    endDate: null\n    start: "14:00"\n    end: "17:30"\n`,
    )
    const pages = file('data/pages.yaml', `staticPages:\n  about:\n    heading: "Sobre {datas} e {data:x}"\n`)
    const hints = (check: Check, ...files: CheckedFile[]) =>
      check(files, { root, registry }).map((p) => `${p.line}:${p.col} ${p.message} | ${p.hint}`)
    expect(hints(checkMarkers, call, pages)).toEqual([
      "4:13 marcador desconhecido: {edicão} | você quis dizer '{edicao}'?",
      "6:23 data não encontrada: 'premio' em {data:premio} (não está em dates deste arquivo) | ids das datas: premiacao, prova",
      "6:41 data não encontrada: 'premio' em {inicio:premio} (não está em dates deste arquivo) | ids das datas: premiacao, prova",
      "6:76 marcador desconhecido: {datta:premiacao} | você quis dizer '{data:premiacao}'?",
      '3:31 {data:x} só funciona nos textos de uma chamada (calls/*.yaml), que têm a lista dates | aqui use {datas} para as datas da edição',
    ])
  })
})
