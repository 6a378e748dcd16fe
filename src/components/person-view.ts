// Build time: a person as the pages draw them, the name with its honorific and the photo's published versions.
import type { Content } from '../content/load-content'
import { resolvePhoto } from '../images/resolve-image'
import { photoRef } from '../images/variants'

export function personView(content: Content, id: string) {
  const person = content.personById(id)
  return {
    id,
    name: person.honorific ? `${person.honorific} ${person.name}` : person.name,
    // null: initials are drawn.
    photo: resolvePhoto(photoRef(person.photo)),
    bio: person.bio,
  }
}

export type PersonView = ReturnType<typeof personView>

/** The people a page draws, by id. */
export type PeopleViews = Record<string, PersonView>

export function peopleViews(content: Content, ids: Iterable<string>): PeopleViews {
  return Object.fromEntries([...new Set(ids)].map((id) => [id, personView(content, id)]))
}
