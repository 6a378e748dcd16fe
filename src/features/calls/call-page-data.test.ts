// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { loadContent } from '../../content/load-content'
import { formatDay } from '../../format/date-time'
import { callPageProps, formatWhen } from './call-page-data'

describe('formatWhen', () => {
  it('writes days as DD/MM/YYYY and adds the times that exist', () => {
    expect(formatDay('2031-03-31')).toBe('31/03/2031')
    expect(formatWhen({ date: '2031-04-30', endDate: null, start: null, end: null })).toBe('30/04/2031')
    expect(formatWhen({ date: '2031-05-20', endDate: null, start: '08:15', end: '09:00' })).toBe('20/05/2031, 08:15 – 09:00')
    expect(formatWhen({ date: '2031-05-20', endDate: '2031-05-21', start: null, end: '16:30' })).toBe('20/05/2031 – 21/05/2031, 16:30')
  })
})

describe('callPageProps', () => {
  const content = loadContent(FIXTURE_ROOT)
  const page = (kind: string) => content.callPages.find((shown) => shown.call.kind === kind)!

  it('fills the headings from the edition of the call, and keeps only the links marked as buttons', () => {
    const props = callPageProps(content, page('hackathon'))
    expect(props.heading).toBe('Hackathon XII SERCOMP 2032')
    expect(props.title).toBe('Hackathon XII SERCOMP 2032')
    expect(props.sections[0]!.title).toBe('Regras do Hackathon – XII SERCOMP 2032')
    expect(props.actions.buttons.map((b) => b.label)).toEqual(['Formulário de Inscrição'])
    expect(props.sections.flatMap((s) => s.blocks).some((b) => typeof b === 'string' && b.includes('{'))).toBe(false)
  })

  it("names the dates as the call does, and says a call of the current edition is no earlier edition's", () => {
    const shown = page('hackathon')
    const props = callPageProps(content, shown)
    expect(props.datesHeading).toBe(shown.call.datesHeading)
    expect(props.earlier).toBeNull()
    expect(props.actions.buttons.length).toBeGreaterThan(0)
  })

  it("labels an earlier edition's call as such, with that edition's name and year, and offers none of its forms", () => {
    const shown = content.callPages.find((p) => p.year < content.site.currentEdition)!
    expect(shown.call.links.some((link) => link.button && link.form)).toBe(true)
    const holder = content.editions[shown.year]!
    const props = callPageProps(content, shown)
    expect(props.earlier).toBe(content.site.ui.earlierCall.replace('{edicao}', holder.edition.title).replace('{ano}', holder.year))
    expect(props.heading).toContain(holder.edition.title)
    expect(props.actions.buttons.filter((button) => button.form)).toEqual([])
    // What is there to read (a template, the rules) stays.
    expect(props.actions.buttons.map((button) => button.id)).toEqual(shown.call.links.filter((l) => l.button && !l.form).map((l) => l.id))
  })

  it('resolves room ids to room names and writes weights in their unit', () => {
    const props = callPageProps(content, page('hackathon'))
    expect(props.dates.find((d) => d.id === 'sorteio')).toEqual({
      id: 'sorteio',
      label: 'Sorteio do Tema',
      when: '18/05/2032, 08:00 – 08:30',
      roomName: 'Laboratório Gama',
    })
    const planning = props.weights.find((g) => g.id === 'planejamento')!
    expect(planning.criteria[0]!.weight).toBe('60%')
    const final = props.weights.find((g) => g.id === 'avaliacao-final')!
    expect(final.criteria.map((c) => c.weight)).toEqual(['70 pontos', '30 pontos'])
  })

  it('shows the article call under its page heading only once', () => {
    const shown = page('papers')
    const props = callPageProps(content, shown)
    expect(props.heading).toBe('Conheça mais sobre a Submissão de Artigos')
    expect(props.subheading).toBeNull()
    expect(props.sections).toHaveLength(shown.call.sections.length)
    expect(props.actions.buttons.map((b) => b.label)).toEqual(['Template de Artigo', 'Submissão de Artigos'])
  })
})
