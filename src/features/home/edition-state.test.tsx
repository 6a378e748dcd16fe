// @vitest-environment happy-dom
// The after block's last line says what is known of the next edition (decision 0174), in the fixture
// site's words; the browser test of its dates, countdown and registration is tests/e2e/home-review.test.ts.
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { fixtureTexts } from '../../../tests/fixtures/content/ui-texts'
import { ClockContext } from '../../components/timed'
import { UiTextsContext } from '../../components/ui-texts'
import { loadContent } from '../../content/load-content'
import { AfterEdition, type AfterEditionTexts } from './edition-state'
import { nextEditionView } from './next-edition'

const content = loadContent(FIXTURE_ROOT)
const { edition } = content.currentEdition
const texts = content.pages.home.after
const end = Date.parse(edition.end)
// Built after the edition's end: the after block is drawn as it is.
const clock = { builtAt: end + 1, boundaries: [] }

function draw(next: AfterEditionTexts['next']) {
  const after: AfterEditionTexts = {
    heading: 'O que aconteceu',
    links: [],
    next,
    countdown: { texts: content.pages.home.countdown, buildTimeMs: end + 1 },
  }
  const { container } = render(
    <UiTextsContext value={fixtureTexts}>
      <ClockContext value={clock}>
        <AfterEdition edition={edition} after={after} />
      </ClockContext>
    </UiTextsContext>,
  )
  return container
}

describe('the next edition in the after block', () => {
  it('says where it will be announced, with the link, while nothing is known', () => {
    const shown = draw(
      nextEditionView({ ...edition, next: null }, texts, { href: 'https://instagram.example/x', label: '@x' }, 'Inscreva-se'),
    )
    expect(shown.querySelector('.home-after__next')?.textContent).toContain(texts.next)
    expect(shown.querySelector('.home-after__next a')?.getAttribute('href')).toBe('https://instagram.example/x')
  })

  it('says its month alone: no countdown, no link', () => {
    const month = `${Number(edition.year) + 1}-05`
    const shown = draw(
      nextEditionView({ ...edition, next: { month } }, texts, { href: 'https://instagram.example/x', label: '@x' }, 'Inscreva-se'),
    )
    expect(shown.querySelector('.home-after__next')?.textContent).toMatch(/^A próxima edição será em maio de \d{4}\.$/)
    expect(shown.querySelectorAll('[data-countdown], .home-after a')).toHaveLength(0)
  })

  it('says nothing where nothing is known and there is no place to announce it', () => {
    expect(draw(null).querySelector('.home-after__next')).toBeNull()
  })
})
