import { describe, expect, it } from 'vitest'
import { EDITION, file, run } from '../../../tests/fixtures/content/rule-files.ts'
import { checkEditionIdentity } from './edition-identity.ts'

describe('checkEditionIdentity', () => {
  it('edition identity: folder year and currentEdition', () => {
    const wrongYear = file(EDITION, 'year: "2030"\n')
    const site = file('data/site.yaml', 'currentEdition: "2026"\n')
    expect(run(checkEditionIdentity, wrongYear, site)).toEqual([
      `${EDITION}:1:7 /year o ano (2030) deve ser igual ao da pasta (2031)`,
      "data/site.yaml:1:17 /currentEdition edição não encontrada: '2026' (não existe data/editions/2026/edition.yaml)",
    ])
  })
})
