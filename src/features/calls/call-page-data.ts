// Build time only: a call file as the plain, filled props of <CallPage>.
import type { Content, DeepReadonly } from '../../content/load-content'
import type { ShownCall } from '../../content/calls'
import { callWindow } from '../../content/time'
import { formatDay } from '../../format/date-time'
import { fillTemplate, mapBlocks } from '../../components/edition-template'
import { deadlinesCalendarPath } from '../../publishing/export-paths'

export type CallPageProps = Omit<ReturnType<typeof callPageProps>, 'title' | 'description'>

/** "20/05/2025, 08:15 – 09:00" */
export function formatWhen(date: { date: string; endDate: string | null; start: string | null; end: string | null }): string {
  const days = date.endDate ? `${formatDay(date.date)} – ${formatDay(date.endDate)}` : formatDay(date.date)
  const times = [date.start, date.end].filter((t): t is string => t !== null).join(' – ')
  return times ? `${days}, ${times}` : days
}

/** What a visitor can do about the call at each instant; an earlier edition's call (`earlier`) is kept to read, not to act on: none of its forms. */
export function callActions(call: DeepReadonly<ShownCall['call']>, fill: (text: string) => string, earlier = false) {
  return {
    window: callWindow(call),
    lines: {
      upcoming: call.window.upcoming === null ? null : fill(call.window.upcoming),
      open: fill(call.window.open),
      closed: fill(call.window.closed),
    },
    buttons: call.links
      .filter((link) => link.button && !(earlier && link.form))
      .map((link) => ({ id: link.id, label: link.label, url: link.url, form: link.form })),
  }
}

export function callPageProps(content: Content, page: DeepReadonly<ShownCall>) {
  const { call } = page
  const edition = content.editions[page.year]!.edition
  const fill = (text: string) => fillTemplate(text, edition, call.dates)
  // An earlier edition's call (decision 0114) says so at the top and offers no form.
  const earlier = page.year < content.site.currentEdition
  return {
    title: fill(call.title),
    description: fill(call.description),
    heading: fill(call.heading),
    // The subtitle: an h2 under the heading when it says something else.
    subheading: fill(call.subtitle) === fill(call.heading) ? null : fill(call.subtitle),
    sections: call.sections.map((section) => ({
      id: section.id,
      title: fill(section.title),
      blocks: mapBlocks(section.blocks, fill, Date.parse(edition.end)),
    })),
    datesHeading: call.datesHeading,
    dates: call.dates.map((date) => ({
      id: date.id,
      label: fill(date.label),
      when: formatWhen(date),
      roomName: date.room?.name ?? null,
    })),
    weights: call.weights.map((group) => ({
      id: group.id,
      title: group.title,
      criteria: group.criteria.map((criterion) => ({
        id: criterion.id,
        label: criterion.label,
        weight: group.unit === 'percentual' ? `${criterion.weight}%` : `${criterion.weight} ${group.unit}`,
      })),
    })),
    actions: callActions(call, fill, earlier),
    earlier: earlier ? fill(content.site.ui.earlierCall) : null,
    deadlinesCalendar: call.dates.length > 0 ? deadlinesCalendarPath(page.year) : null,
  }
}
