// The fictional fixture site that the browser tests' global setup builds and serves beside the real
// one (decision 0095): the tests of a behaviour that needs content run here, so that they run whatever
// the real current edition holds (an edition just rolled over has no programme, no activities...).
import { inject } from 'vitest'
import { loadContent } from '../../../src/content/load-content'

export const fixtureUrl = inject('fixtureUrl')
export const fixtureContent = loadContent(inject('fixtureRoot'))
/** The fixture site's built client folder, for the tests that read the built files themselves. */
export const fixtureClient = inject('fixtureClient')
