// The fictional fixture site that the global setup builds and a worker serves beside the real one
// (decision 0095): the tests of a behaviour that needs content run here, so that they run whatever
// the real current edition holds (an edition just rolled over has no programme, no activities...).
import { join } from 'node:path'
import { loadContent } from '../../../src/content/load-content'
import { FIXTURE_ROOT } from '../../fixtures/content/fixture-root'

export const fixtureContent = loadContent(FIXTURE_ROOT)
/** The fixture site's build (support/global-setup.ts), git-ignored. */
export const FIXTURE_OUT = join(import.meta.dirname, '..', '..', '..', 'dist-fixture')
/** Its built client folder, for the tests that read the built files themselves. */
export const fixtureClient = join(FIXTURE_OUT, 'client')
