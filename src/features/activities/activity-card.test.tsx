// @vitest-environment happy-dom
import { fireEvent, render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ActivityCard } from './activity-card'
import type { PersonView } from '../../components/person-view'
import { loadContent } from '../../content/load-content'
import { AVATAR_LADDER, AVATAR_SIZE } from '../../images/image-rules'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { fixtureTexts, WithTexts } from '../../../tests/fixtures/content/ui-texts'

const person = (id: string, name: string): PersonView => ({ id, name, photo: null, bio: null })
const longDescription = `${'Um minicurso prático sobre testes automatizados. '.repeat(8)}Fim.`
// An activity of the fictional site, with the title and texts these tests read.
const activity = {
  ...loadContent(FIXTURE_ROOT).currentEdition.activities!.activities[0]!,
  id: 'testes',
  label: null as string | null,
  title: 'Testes automatizados na prática',
  summary: null,
  moderators: [] as string[],
  description: [longDescription, { list: ['item um', 'item dois'] }] as const,
}
type Activity = typeof activity
const Card = ({ people, of = activity }: { people: PersonView[]; of?: Activity }) => (
  <ActivityCard activity={of} year="2025" people={people} priority="high" />
)

describe('ActivityCard', () => {
  it("links to the activity's own page, named with its title", () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    const link = container.querySelector<HTMLAnchorElement>('a.activity-card__link')!
    expect(link.getAttribute('href')).toBe('/atividades/2025/testes')
    expect(link.getAttribute('aria-label')).toBe(`${fixtureTexts.activityPage}: Testes automatizados na prática`)
  })

  it('shows the title and the names whole, as plain text (no tooltip, no focus stop of their own)', () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza'), person('bia', 'Bia Lima')]} />, { wrapper: WithTexts })
    const title = container.querySelector('h3.activity-card__title')!
    expect(title.textContent).toBe('Testes automatizados na prática')
    expect(container.querySelector('.activity-card__people')!.textContent).toBe('Ana Souza, Bia Lima')
    expect(container.querySelectorAll('[tabindex]')).toHaveLength(0)
  })

  it('puts a label before the title and marks who moderates', () => {
    const panel = { ...activity, label: 'Painel I', moderators: ['bia'] }
    const { container } = render(<Card of={panel} people={[person('ana', 'Ana Souza'), person('bia', 'Bia Lima')]} />, {
      wrapper: WithTexts,
    })
    expect(container.querySelector('h3 .activity-card__label')!.textContent).toBe('Painel I')
    expect(container.querySelector('h3')!.textContent).toBe('Painel ITestes automatizados na prática')
    expect(container.querySelector('.activity-card__people')!.textContent).toBe(`Ana Souza, Bia Lima (${fixtureTexts.roles.moderator})`)
  })

  it('keeps the whole description behind the toggle, and no summary above it', () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    expect(container.querySelector('.activity-card__description')!.textContent).toContain('Fim.')
    expect(container.querySelectorAll('.activity-card__description li')).toHaveLength(2)
    expect(container.textContent.split('Um minicurso prático').length - 1).toBe(8)
  })

  it("toggles between 'Ler mais...' and 'Ler menos' with a native <details>, its summary drawn as the button", () => {
    const { container } = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    const details = container.querySelector('details')!
    const summary = details.querySelector('summary')!
    expect(summary.classList.contains('button')).toBe(true)
    expect(details.open).toBe(false)
    expect(summary.querySelector('.activity-card__read-more')!.textContent).toBe(fixtureTexts.readMore)
    expect(summary.querySelector('.activity-card__read-less')!.textContent).toBe(fixtureTexts.readLess)
    fireEvent.click(summary)
    expect(details.open).toBe(true)
    fireEvent.click(summary)
    expect(details.open).toBe(false)
  })

  it('draws every face at once: one large, several smaller', () => {
    const one = render(<Card people={[person('ana', 'Ana Souza')]} />, { wrapper: WithTexts })
    const single = [...one.container.querySelectorAll<HTMLElement>('.person-avatar')]
    expect(single.map((face) => face.style.width)).toEqual([`${AVATAR_SIZE.activity}px`])
    one.unmount()
    const three = render(<Card people={[person('ana', 'Ana Souza'), person('bia', 'Bia Lima'), person('caio', 'Caio Reis')]} />, {
      wrapper: WithTexts,
    })
    const faces = [...three.container.querySelectorAll<HTMLElement>('.person-avatar')]
    expect(faces.map((face) => face.getAttribute('aria-label'))).toEqual(
      ['Ana Souza', 'Bia Lima', 'Caio Reis'].map((name) => `${fixtureTexts.photoOf} ${name}`),
    )
    expect(new Set(faces.map((face) => face.style.width))).toEqual(new Set([`${AVATAR_SIZE.activityGroup}px`]))
    expect(three.container.querySelector('[data-carousel]')).toBeNull()
  })

  it("loads the first photo with the card's priority and the others eagerly beside it", () => {
    const photo = { urls: Object.fromEntries(AVATAR_LADDER.map((px) => [String(px), `/images/p-${px}.webp`])) }
    const { container } = render(
      <Card
        people={[
          { ...person('ana', 'Ana Souza'), photo },
          { ...person('bia', 'Bia Lima'), photo },
        ]}
      />,
      {
        wrapper: WithTexts,
      },
    )
    const loading = [...container.querySelectorAll('img')].map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])
    expect(loading).toEqual([
      ['eager', 'high'],
      ['eager', null],
    ])
  })

  it('draws no face row for an activity whose people are not announced yet', () => {
    const { container } = render(<Card people={[]} />, { wrapper: WithTexts })
    expect(container.querySelector('.activity-card__faces')).toBeNull()
    expect(container.querySelector('.activity-card__people')).toBeNull()
  })
})
