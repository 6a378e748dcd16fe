// @vitest-environment node
// What the home page says of the next edition (decision 0174), in the fixture site's words.
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { loadContent } from '../../content/load-content'
import { datesText, monthText } from '../../format/date-time'
import { nextEditionView } from './next-edition'

const content = loadContent(FIXTURE_ROOT)
const edition = content.currentEdition.edition
const texts = content.pages.home.after
const register = content.site.ui.register
const instagram = { href: 'https://instagram.example/sercomp', label: '@sercomp' }
const nextYear = String(Number(edition.year) + 1)

describe('the next edition on the home page', () => {
  it('says where it will be announced while nothing is known, or nothing without a place', () => {
    for (const known of [
      { ...edition, next: null },
      { ...edition, next: undefined },
    ])
      expect(nextEditionView(known, texts, instagram, register)).toEqual({ kind: 'announce', text: texts.next, ...instagram })
    expect(nextEditionView({ ...edition, next: null }, texts, null, register)).toBeNull()
  })

  it('says its month in the words of nextMonth, {datas} being that month', () => {
    const view = nextEditionView({ ...edition, next: { month: `${nextYear}-05` } }, texts, instagram, register)
    expect(view).toEqual({ kind: 'month', text: texts.nextMonth.replace('{datas}', monthText(`${nextYear}-05`)) })
    expect(view?.kind === 'month' && view.text).not.toContain('{')
  })

  it('says its dates, counts down to its start (else to its first day) and offers its registration', () => {
    const next = {
      startDate: `${nextYear}-05-10`,
      endDate: `${nextYear}-05-12`,
      start: `${nextYear}-05-10T18:00:00-03:00`,
      signInUrl: 'https://inscricoes.example/proxima',
    }
    expect(nextEditionView({ ...edition, next }, texts, instagram, register)).toEqual({
      kind: 'dates',
      text: texts.nextDates.replace('{datas}', datesText(next.startDate, next.endDate)),
      start: new Date(Date.parse(next.start)).toISOString(),
      signIn: { href: next.signInUrl, label: register },
    })
    const noTime = nextEditionView({ ...edition, next: { ...next, start: null, signInUrl: null } }, texts, instagram, register)
    expect(noTime).toMatchObject({ start: new Date(Date.parse(`${next.startDate}T00:00:00-03:00`)).toISOString(), signIn: null })
  })
})
