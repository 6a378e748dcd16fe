// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AddToCalendarLink, EditionCalendarLinks } from './calendar-links'

describe('calendar links', () => {
  it('links one programme item to its own .ics file', () => {
    const { getByRole } = render(
      <AddToCalendarLink year="2025" eventId="d1-abertura" label="Adicionar à agenda" itemTitle="CERIMONIAL DE ABERTURA" />,
    )
    const link = getByRole('link', { name: 'Adicionar à agenda: CERIMONIAL DE ABERTURA' })
    expect(link.getAttribute('href')).toBe('/agenda/2025/d1-abertura.ics')
    expect(link.getAttribute('download')).toBe('sercomp-2025-d1-abertura.ics')
    expect(link.textContent).toBe('Adicionar à agenda')
  })

  it('links the whole edition and, when labelled, its schedule.json', () => {
    const { getAllByRole } = render(
      <EditionCalendarLinks year="2025" calendarLabel="Programação completa (.ics)" scheduleLabel="schedule.json" />,
    )
    expect(getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/agenda/2025.ics', '/agenda/2025.schedule.json'])
  })
})
