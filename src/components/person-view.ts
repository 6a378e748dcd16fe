// Build time: a person as the pages draw them, the name with its honorific and the photo's published versions.
import type { Content } from '../content/load-content'
import { resolvePhoto, type PhotoSet } from '../images/resolve-image'
import { photoRef } from '../images/variants'

export interface PersonView {
  id: string
  name: string
  /** null: initials are drawn. */
  photo: PhotoSet | null
  bio: string | null
}

export function personView(content: Content, id: string): PersonView {
  const person = content.personById(id)
  return {
    id,
    name: person.honorific ? `${person.honorific} ${person.name}` : person.name,
    photo: resolvePhoto(photoRef(person.photo)),
    bio: person.bio,
  }
}

/** The people a page draws, by id. */
export type PeopleViews = Record<string, PersonView>

export function peopleViews(content: Content, ids: Iterable<string>): PeopleViews {
  return Object.fromEntries([...new Set(ids)].map((id) => [id, personView(content, id)]))
}
