// Link checker over the built site: no broken internal link, asset or #fragment on any page.
import { join } from 'node:path'
import { loadContent } from '../../src/content/load-content'
import { checkLinks } from '../support/link-check'
import { expect, test } from './support/fixtures'

test('every internal link of the built site resolves', () => {
  const client = join(process.env.SERCOMP_OUT_DIR ?? 'dist', 'client')
  const broken = checkLinks(client, loadContent().site.siteUrl)
  expect(broken.map((b) => `${b.file}: ${b.link} (${b.reason})`)).toEqual([])
})
