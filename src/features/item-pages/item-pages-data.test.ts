// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { loadContent } from '../../content/load-content'
import { eventCalendarPath } from '../../publishing/export-paths'
import { programmeJson } from '../event-days/programme-json'
import { activityJsonLd, personJsonLd } from './item-json-ld'
import { activityOgCard } from './item-og'
import { activityPath, parseActivityPath, parsePersonPath, personPath } from '../../publishing/item-paths'
import {
  activityAgendaItem,
  activityCalendarPath,
  activityPageView,
  allActivities,
  itemPageData,
  personPageView,
  rolesByPerson,
} from './item-pages-data'

const content = loadContent(FIXTURE_ROOT)
const activities = allActivities(content)

describe('activity pages', () => {
  it('exist for every activity of every edition, newest edition first', () => {
    const expected = Object.values(content.editions).reduce((n, e) => n + (e.activities?.activities.length ?? 0), 0)
    expect(activities).toHaveLength(expected)
    const years = activities.map((a) => a.edition.year)
    expect(years).toEqual([...years].sort().reverse())
    for (const { edition, activity } of activities) expect(activityPageView(content, edition.year, activity.id)).not.toBeNull()
    expect(activityPageView(content, '1999', 'nada')).toBeNull()
  })

  it('round-trip their paths', () => {
    expect(parseActivityPath(activityPath('2031', 'painel-1'))).toEqual({ year: '2031', id: 'painel-1' })
    expect(parsePersonPath(personPath('ana'))).toEqual({ id: 'ana' })
    expect(parseActivityPath('/2031')).toBeNull()
  })

  it("offer the programme item's own .ics exactly when the programme shows the activity by itself", () => {
    for (const { edition, activity } of activities) {
      const entry = edition.programme.flatMap((d) => d.entries).find((e) => e.activity === activity.id)
      expect(activityCalendarPath(edition, activity.id)).toBe(entry ? eventCalendarPath(edition.year, entry.id) : null)
    }
  })

  it("star the current edition's programme item that shows them (their own or their block), never an earlier edition's", () => {
    const items = new Map(programmeJson(content).items.map((item) => [item.id, item]))
    const kinds = new Set<string>()
    for (const { edition, activity } of activities) {
      const star = activityPageView(content, edition.year, activity.id)!.agendaItem
      const entries = edition.programme.flatMap((d) => d.entries)
      if (edition.year !== content.site.currentEdition) {
        expect(star, `${edition.year}/${activity.id}`).toBeNull()
        kinds.add('earlier edition')
        continue
      }
      // The same id and title as the programme's own star and /minha-agenda's list.
      expect(star, `${edition.year}/${activity.id}`).toEqual({ id: star!.id, title: items.get(star!.id)?.title })
      const entry = entries.find((e) => e.id === star!.id)!
      expect(entry.activity === activity.id || entry.activities.includes(activity.id)).toBe(true)
      kinds.add(entry.activity === activity.id ? 'own slot' : 'parallel block')
    }
    expect([...kinds].sort()).toEqual(['earlier edition', 'own slot', 'parallel block'])
    expect(activityAgendaItem(content, content.currentEdition, 'not-in-the-programme')).toBeNull()
  })

  it('carry an Event with -03:00 times, performers and the edition as superEvent', () => {
    for (const { edition, activity } of activities) {
      const view = activityPageView(content, edition.year, activity.id)!
      const ld = JSON.parse(JSON.stringify(activityJsonLd(content, view)))
      expect(ld['@type']).toBe('Event')
      expect(ld.startDate).toMatch(/-03:00$/)
      expect(ld.superEvent['@id']).toMatch(new RegExp(`#edicao-${edition.year}$`))
      const ids = new Set([...activity.people, ...activity.moderators])
      expect((ld.performer ?? []).length).toBe(ids.size)
      const card = activityOgCard(content, view)
      expect(card.title).toBe(view.heading)
      expect(card.kicker).toContain(content.site.ui.activityKinds[activity.kind])
    }
  })
})

describe('person pages', () => {
  it('list every role once, newest edition first, moderators marked', () => {
    const roles = rolesByPerson(content)
    for (const [id, list] of roles) {
      const years = list.map((r) => r.year)
      expect(years, id).toEqual([...years].sort().reverse())
    }
    for (const { edition, activity } of activities) {
      for (const id of new Set([...activity.people, ...activity.moderators])) {
        const mine = roles.get(id)!.filter((r) => r.activity?.id === activity.id && r.year === edition.year)
        expect(mine, `${id} in ${activity.id}`).toHaveLength(1)
        expect(mine[0]!.text.endsWith(`(${content.site.ui.roles.moderator})`)).toBe(activity.moderators.includes(id))
        expect(mine[0]!.href).toBe(activityPath(edition.year, activity.id))
      }
    }
  })

  it('have a preview image only with an activity, and a Person with the events they took part in', () => {
    for (const id of Object.keys(content.people)) {
      const view = personPageView(content, id)!
      const events = view.roles.filter((r) => r.activity)
      expect(view.ogImage !== null).toBe(events.length > 0)
      const ld = JSON.parse(JSON.stringify(personJsonLd(content, view)))
      expect(ld).toMatchObject({ '@type': 'Person', name: content.people[id]!.name })
      expect(ld.performerIn?.length ?? 0).toBe(events.length)
    }
    expect(personPageView(content, 'ninguem')).toBeNull()
  })
})

describe('item page data', () => {
  it('gives both kinds of page their address and their view', () => {
    const view = personPageView(content, Object.keys(content.people)[0]!)!
    const data = itemPageData(content, { title: 't', description: 'd' }, view)
    expect(data.url).toBe(`${content.site.siteUrl}${view.path}`)
    expect(data.view).toBe(view)
    expect(data.meta).toEqual({ title: 't', description: 'd' })
  })
})
