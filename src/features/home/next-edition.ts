// What the home says of the next edition once the current one is over (`next` in edition.yaml, decision 0174): nothing yet
// (where it will be announced), its month, or its dates with a countdown and the registration.
import type { Edition } from '../../content/generated/edition'
import type { HomeAfterTexts } from '../../content/generated/pages'
import { fillTemplate, type TemplateEdition } from '../../components/edition-template'
import { nextEditionStart } from '../../content/time'
import { datesText, monthText } from '../../format/date-time'

/** The current edition: its markers, and what it says of the next one. */
type NextOf = TemplateEdition & Pick<Edition, 'next'>

export type NextEditionView =
  /** Nothing known yet: where it will be announced. */
  | { kind: 'announce'; text: string; href: string; label: string }
  | { kind: 'month'; text: string }
  /** Its dates; until `start` (an instant), a countdown and, when it has one, the registration link. */
  | { kind: 'dates'; text: string; start: string; signIn: { href: string; label: string } | null }

/** `{datas}` is the next edition's month or dates; any other marker is the current edition's. */
const fillNext = (text: string, edition: NextOf, when: string) => fillTemplate(text.replaceAll('{datas}', when), edition)

export function nextEditionView(
  edition: NextOf,
  texts: HomeAfterTexts,
  announcedAt: { href: string; label: string } | null,
  register: string,
): NextEditionView | null {
  const next = edition.next ?? null
  if (next === null) return announcedAt ? { kind: 'announce', text: texts.next, ...announcedAt } : null
  if ('month' in next) return { kind: 'month', text: fillNext(texts.nextMonth, edition, monthText(next.month)) }
  return {
    kind: 'dates',
    text: fillNext(texts.nextDates, edition, datesText(next.startDate, next.endDate)),
    start: new Date(nextEditionStart(edition)!).toISOString(),
    signIn: next.signInUrl ? { href: next.signInUrl, label: register } : null,
  }
}
