import { describe, expect, it } from 'vitest'
import { archivePath, archiveYears, publishedYears } from './edition-years'
import type { Content } from './load-content'

// Only the years matter here: a site with editions 2019, 2021, 2022 and 2024 (gaps included).
const editionsOf = (current: string, years: string[]) =>
  ({ site: { currentEdition: current }, editions: Object.fromEntries(years.map((y) => [y, {}])) }) as unknown as Pick<
    Content,
    'site' | 'editions'
  >

describe('edition years', () => {
  it('makes every edition before the current one an archive, newest first', () => {
    const content = editionsOf('2022', ['2021', '2019', '2024', '2022'])
    expect(archiveYears(content)).toEqual(['2021', '2019'])
    expect(publishedYears(content)).toEqual(['2022', '2021', '2019'])
    expect(archiveYears(content).map(archivePath)).toEqual(['/2021', '/2019'])
  })

  it('turns the old current edition into an archive when currentEdition moves, and nothing else', () => {
    const years = ['2019', '2021', '2022', '2024']
    expect(archiveYears(editionsOf('2024', years))).toEqual(['2022', '2021', '2019'])
    expect(publishedYears(editionsOf('2024', years))).toEqual(['2024', '2022', '2021', '2019'])
  })

  it('has no archive for a first edition', () => {
    expect(archiveYears(editionsOf('2019', ['2019']))).toEqual([])
  })
})
