// Every built page passes the W3C Nu HTML Checker (vnu-jar from npm, on Debian's Java), in one JVM
// (support/nu-checker.ts).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { clientDirOf } from '../../scripts/bench/site-bytes'
import { listFiles } from '../../src/publishing/built-pages'
import { nuCheckerErrors } from './support/nu-checker'
import { expect, test } from './support/fixtures'

const clientDir = clientDirOf()
const pages = existsSync(join(clientDir, 'index.html')) ? listFiles(clientDir).filter((file) => file.endsWith('.html')) : []

test.describe('the Nu HTML Checker', () => {
  test('finds no error in any built page', async () => {
    expect(pages.length, `no built site in ${clientDir}: run npm run build first`).toBeGreaterThan(0)
    const errors = await nuCheckerErrors(pages.map((file) => join(clientDir, file)))
    expect(errors, `${errors.length} errors in ${pages.length} pages`).toEqual([])
  })
})
