// The few item pages that stand for all ~170 in the slow browser checks (axe, CSP), chosen from the content, never pinned:
// a talk, a panel with a moderator, a person with roles in two editions, a person with committee roles only.
import type { Content } from '../../content/load-content'
import { activityPath, parseActivityPath, parsePersonPath, personPath } from '../../publishing/item-paths'
import { allActivities, rolesByPerson } from './item-pages-data'

export function itemPageSample(content: Content) {
  const activities = allActivities(content)
  const talk = activities.find(({ activity }) => activity.kind === 'palestra' && activity.people.length > 0)
  const panel = activities.find(({ activity }) => activity.kind === 'painel' && activity.moderators.length > 0)
  const roles = [...rolesByPerson(content)]
  const twoEditions = roles.find(([, list]) => new Set(list.map((r) => r.year)).size >= 2)
  const committeeOnly = roles.find(([, list]) => list.length > 0 && list.every((r) => !r.activity))
  return {
    talk: talk ? { year: talk.edition.year, id: talk.activity.id } : null,
    panelWithModerator: panel ? { year: panel.edition.year, id: panel.activity.id } : null,
    personInTwoEditions: twoEditions?.[0] ?? null,
    committeeOnlyPerson: committeeOnly?.[0] ?? null,
  }
}

export function itemSamplePaths(content: Content): string[] {
  const s = itemPageSample(content)
  return [
    s.talk && activityPath(s.talk.year, s.talk.id),
    s.panelWithModerator && activityPath(s.panelWithModerator.year, s.panelWithModerator.id),
    s.personInTwoEditions && personPath(s.personInTwoEditions),
    s.committeeOnlyPerson && personPath(s.committeeOnlyPerson),
  ].filter((path): path is string => Boolean(path))
}

export const isItemPagePath = (path: string) => parseActivityPath(path) !== null || parsePersonPath(path) !== null
