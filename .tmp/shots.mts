import { chromium } from 'playwright-core'
import { startSite } from '/work/wt-live/src/server/start.ts'
const root = process.argv[2]!, out = process.argv[3]!
const instants = JSON.parse(process.argv[4]!) as Record<string, string>
const paths = JSON.parse(process.argv[5]!) as string[]
const widths = [390, 1366]
const site = await startSite({ port: 0, root })
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
for (const [name, iso] of Object.entries(instants)) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'pt-BR' })
    const page = await context.newPage()
    if (iso) await page.clock.install({ time: Date.parse(iso) })
    for (const path of paths) {
      await page.goto(site.url + path)
      await page.waitForTimeout(300)
      await page.screenshot({ path: `${out}/${name}-${width}${path.replace(/\//g, '_') || '_'}.png`, fullPage: path !== '/' })
    }
    await context.close()
  }
}
await browser.close(); await site.close()
