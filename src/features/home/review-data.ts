// Build time only: the edition in review (decision 0174), shown on the home page once it is over: figures counted from its
// data, the faces of its people, its partners. Nothing is typed by hand; a figure of zero or an empty group is left out.
import type { Content, EditionContent } from '../../content/load-content'
import type { CountNoun, ReviewFigureNames } from '../../content/generated/pages'
import { personView } from '../../components/person-view'
import { programmePeople } from '../../content/programme'
import { personPath } from '../../publishing/item-paths'

const DAY_MS = 86_400_000
/** Calendar days from the first to the last, both counted: "2025-05-19" to "2025-05-21" is 3. */
const daysOf = (startDate: string, endDate: string) =>
  Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / DAY_MS) + 1

const unique = (ids: readonly string[]) => [...new Set(ids)]

/** Everyone who spoke, taught or moderated, once each: the activities' people and moderators, then the programme's own items'. */
export function editionPeople(edition: EditionContent): string[] {
  const activities = edition.activities?.activities ?? []
  return unique([...activities.flatMap((activity) => [...activity.people, ...activity.moderators]), ...programmePeople(edition.programme)])
}

/** Everyone on one of the edition's committees, once each. */
function organisers(edition: EditionContent): string[] {
  const committees = edition.committees
  if (!committees) return []
  const members = [...committees.organising, ...committees.programme, ...committees.monitors].map((member) => member.person)
  return unique([...members, ...committees.others.flatMap((other) => other.members)])
}

// The edition's figures, named from `names` (singular after 1): days, activities (of more than one kind, or the kind's figure
// says it), each kind in the order of `names.kinds`, people, organisers, partners; zeros left out.
export function reviewFigures(edition: EditionContent, names: ReviewFigureNames) {
  const activities = edition.activities?.activities ?? []
  const kinds = Object.keys(names.kinds) as (keyof ReviewFigureNames['kinds'])[]
  const byKind = kinds.map((kind) => ({ id: kind, value: activities.filter((a) => a.kind === kind).length, noun: names.kinds[kind] }))
  const kindsHeld = byKind.filter((kind) => kind.value > 0).length
  const figures: { id: string; value: number; noun: CountNoun }[] = [
    { id: 'days', value: daysOf(edition.edition.startDate, edition.edition.endDate), noun: names.days },
    { id: 'activities', value: kindsHeld > 1 ? activities.length : 0, noun: names.activities },
    ...byKind,
    { id: 'people', value: editionPeople(edition).length, noun: names.people },
    { id: 'organisers', value: organisers(edition).length, noun: names.organisers },
    { id: 'partners', value: edition.partners?.partners.length ?? 0, noun: names.partners },
  ]
  return figures
    .filter((figure) => figure.value > 0)
    .map(({ id, value, noun }) => ({ id, value, label: value === 1 ? noun.one : noun.other }))
}

/** At most `max` of the edition's people, those with a photo first, each linked to their page and named by their first activity's kind. */
export function reviewPeople(content: Content, edition: EditionContent, max: number) {
  const activities = edition.activities?.activities ?? []
  const kindOf = (id: string) => activities.find((a) => a.people.includes(id) || a.moderators.includes(id))?.kind
  const people = editionPeople(edition).map((id) => {
    const person = personView(content, id)
    const kind = kindOf(id)
    return { id, name: person.name, area: kind ? content.site.ui.activityKinds[kind] : null, photo: person.photo, href: personPath(id) }
  })
  // A stable sort: the order of the programme within each group.
  return [...people.filter((p) => p.photo), ...people.filter((p) => !p.photo)].slice(0, max)
}
