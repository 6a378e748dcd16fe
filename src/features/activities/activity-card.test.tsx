// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActivityCard, SPEAKER_AUTOPLAY_MS } from './activity-card'
import type { PersonView } from '../../components/person-view'
import { loadContent } from '../../content/load-content'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { WithTexts } from '../../../tests/fixtures/content/ui-texts'

const person = (id: string, name: string): PersonView => ({ id, name, photo: null, bio: null })
const longDescription = `${'Um minicurso prático sobre testes automatizados. '.repeat(8)}Fim.`
// An activity of the fictional site, with the title and texts these tests read.
const activity = {
  ...loadContent(FIXTURE_ROOT).currentEdition.activities!.activities[0]!,
  id: 'testes',
  title: 'Testes automatizados na prática',
  summary: null,
  description: [longDescription, { list: ['item um', 'item dois'] }] as const,
}
const Card = ({ people }: { people: PersonView[] }) => <ActivityCard activity={activity} year="2025" people={people} />

describe('ActivityCard', () => {
  it("links to the activity's own page, named with its title, and keeps the title a tooltip", () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    const link = container.querySelector<HTMLAnchorElement>('a.activity-card__link')!
    expect(link.getAttribute('href')).toBe('/atividades/2025/testes')
    expect(link.getAttribute('aria-label')).toBe('Ver página da atividade: Testes automatizados na prática')
    expect(container.querySelector('.activity-card__title a')).toBeNull()
  })

  it('shows the 200-character summary and keeps the whole description for the toggle', () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    const summary = container.querySelector('.activity-card__summary')!
    expect(summary.textContent).toBe(`${longDescription.slice(0, 200).trimEnd()}…`)
    expect(container.querySelector('.activity-card__description')!.textContent).toContain('Fim.')
    expect(container.querySelectorAll('.activity-card__description li')).toHaveLength(2)
  })

  it("toggles between 'Ler mais...' and 'Ler menos' with a native <details>", () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    const details = container.querySelector('details')!
    const summary = details.querySelector('summary')!
    expect(details.open).toBe(false)
    expect(summary.querySelector('.activity-card__read-more')!.textContent).toBe('Ler mais...')
    expect(summary.querySelector('.activity-card__read-less')!.textContent).toBe('Ler menos')
    fireEvent.click(summary)
    expect(details.open).toBe(true)
    fireEvent.click(summary)
    expect(details.open).toBe(false)
  })

  it('puts title and speaker names in CSS tooltips that tap and keyboard can focus', () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza'), person('bia', 'Bia Lima')]} />, {
      wrapper: WithTexts,
    })
    const title = container.querySelector('.activity-card__title')!
    expect(title.tagName).toBe('H3')
    expect(title.getAttribute('tabindex')).toBe('0')
    expect(title.querySelector('.css-tooltip__bubble')!.textContent).toBe('Testes automatizados na prática')
    expect(title.querySelector('.css-tooltip__bubble')!.getAttribute('aria-hidden')).toBe('true')
    const speaker = container.querySelector('.activity-card__speaker')!
    expect(speaker.querySelector('.css-tooltip__bubble')!.textContent).toBe('Ana Souza, Bia Lima')
  })

  it('rotates speaker photos every 2.5 s only when there is more than one speaker', () => {
    const one = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    expect(one.container.querySelector('[data-carousel]')).toBeNull()
    expect(one.container.querySelectorAll('.person-avatar')).toHaveLength(1)
    one.unmount()
    const two = render(<Card people={[person('ana', 'Ana Souza'), person('bia', 'Bia Lima')]} />, {
      wrapper: WithTexts,
    })
    const carousel = two.container.querySelector<HTMLElement>('[data-carousel]')!
    expect(JSON.parse(carousel.dataset.carousel!)).toMatchObject({ autoplayMs: SPEAKER_AUTOPLAY_MS, nested: true })
    expect(SPEAKER_AUTOPLAY_MS).toBe(2500)
    expect(carousel.querySelectorAll('.swiper-slide')).toHaveLength(2)
  })
})
