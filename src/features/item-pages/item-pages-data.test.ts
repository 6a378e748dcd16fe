// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { FIXTURE_ROOT } from '../../../tests/fixtures/content/fixture-root'
import { loadContent } from '../../content/load-content'
import { programmeItems } from '../../content/programme'
import { activityOgCard } from './item-og'
import { activityPath, parseActivityPath, parsePersonPath, personPath } from '../../publishing/item-paths'
import { activityAgendaItem, activityPageView, allActivities, itemPageData, personPageView, rolesByPerson } from './item-pages-data'

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

  it('carry the programme item that shows the activity by itself (its links, its own .ics), and no other', () => {
    for (const { edition, activity } of activities) {
      const own = programmeItems(edition.programme).find((item) => item.activity?.id === activity.id) ?? null
      expect(activityPageView(content, edition.year, activity.id)!.item).toBe(own)
    }
  })

  it("star the current edition's programme item that shows them (their own or their block), never an earlier edition's", () => {
    const kinds = new Set<string>()
    for (const { edition, activity } of activities) {
      const star = activityPageView(content, edition.year, activity.id)!.agendaItem
      if (edition.year !== content.site.currentEdition) {
        expect(star, `${edition.year}/${activity.id}`).toBeNull()
        kinds.add('earlier edition')
        continue
      }
      if (activity.cancelled) {
        expect(star, `${edition.year}/${activity.id}`).toBeNull()
        kinds.add('cancelled')
        continue
      }
      // The same id and title as the programme's own star and /minha-agenda's list, offered until the
      // item ends, and what the programme shows of it (decision 0184).
      const item = programmeItems(edition.programme).find((i) => i.id === star!.id)!
      const seen = { title: item.title, startIso: item.startsAt, endIso: item.endsAt, roomName: item.room?.name ?? null, cancelled: false }
      expect(star, `${edition.year}/${activity.id}`).toEqual({ id: item.id, title: item.title, endsAt: item.endsAt, seen })
      expect(item.activity?.id === activity.id || item.parts.some((part) => part.activity.id === activity.id)).toBe(true)
      kinds.add(item.activity?.id === activity.id ? 'own slot' : 'parallel block')
    }
    expect([...kinds].sort()).toEqual(['cancelled', 'earlier edition', 'own slot', 'parallel block'])
    expect(activityAgendaItem(content, content.currentEdition, 'not-in-the-programme')).toBeNull()
  })

  it('carry a preview card with their heading and kind', () => {
    for (const { edition, activity } of activities) {
      const view = activityPageView(content, edition.year, activity.id)!
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

  it('have a preview image only with an activity', () => {
    for (const id of Object.keys(content.people)) {
      const view = personPageView(content, id)!
      expect(view.ogImage !== null).toBe(view.roles.some((r) => r.activity))
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
