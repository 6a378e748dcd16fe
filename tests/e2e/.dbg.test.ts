import { expect, inject, it } from 'vitest'
import { launchBrowser, newPage } from './support/browser'
it('dbg', async () => {
  const b = await launchBrowser()
  const r = await newPage(b)
  await r.page.goto(inject('siteUrl') + '/pessoas/jannayna-domingues-barros-filgueira')
  await r.page.waitForTimeout(1000)
  console.log(await r.page.evaluate(() => [typeof navigator.share, document.querySelector('[data-share-native]')?.outerHTML, [...document.scripts].map((s) => s.src).join(' ')]), r.errors)
  await b.close()
})
