import { test } from './support/fixtures'
import { buildForHosts } from './support/host-build'

test('the site built as a host publishes it, its API on another origin', ({ hostApiUrl }) => {
  buildForHosts(hostApiUrl)
})
