// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { WithTexts } from '../../tests/fixtures/content/ui-texts'
import { AddToCalendarLink, EditionCalendarLinks } from './calendar-links'
import { webcalUrl } from './export-paths'

describe('calendar links', () => {
  it('links one programme item to its own .ics file', () => {
    const { getByRole } = render(
      <AddToCalendarLink year="2032" itemId="d1-abertura" itemTitle="ABERTURA FICTÍCIA" ends="2032-05-17T18:30:00-03:00" />,
      { wrapper: WithTexts },
    )
    const link = getByRole('link', { name: 'Adicionar à agenda: ABERTURA FICTÍCIA' })
    expect(link.getAttribute('href')).toBe('/agenda/2032/d1-abertura.ics')
    expect(link.getAttribute('download')).toBe('sercomp-2032-d1-abertura.ics')
    expect(link.textContent).toBe('Adicionar à agenda')
    // Offered until the item ends: the browser withdraws it then (src/client/offers.ts).
    expect(link.getAttribute('data-offer-ends')).toBe('2032-05-17T18:30:00-03:00')
  })

  it('offers nothing for an item that had ended when the site was built', () => {
    const { container } = render(
      <AddToCalendarLink year="2031" itemId="d1-abertura" itemTitle="ABERTURA FICTÍCIA" ends="2031-05-12T19:00:00-03:00" />,
      { wrapper: WithTexts },
    )
    expect(container.innerHTML).toBe('')
  })

  it('links the whole edition, to download or to subscribe to, and its schedule.json', () => {
    const subscribe = webcalUrl('https://sercomp.example.org', '/agenda/2032.ics')
    expect(subscribe).toBe('webcal://sercomp.example.org/agenda/2032.ics')
    const { getAllByRole } = render(<EditionCalendarLinks year="2032" subscribeHref={subscribe} />, { wrapper: WithTexts })
    expect(getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/agenda/2032.ics', subscribe, '/agenda/2032.schedule.json'])
  })
})
