// The scan every accessibility check relies on (support/axe.ts) finds what it must: a page with an
// image without alt text and text without contrast fails, with the rule, the element and its HTML.
import { axeScan } from './support/axe'
import { expect, test } from './support/fixtures'

const BAD_PAGE = `<!doctype html><html lang="pt-BR"><head><title>Página com problemas</title></head><body>
<main><h1>Título</h1>
<section id="sem-alt"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="40" height="40"></section>
<section id="sem-contraste"><p style="color:#d8d8d8;background:#ffffff">Texto quase invisível</p>
<p style="color:#d8d8d8;background:#ffffff">Outro texto quase invisível</p></section>
</main></body></html>`

test.beforeEach(async ({ page }) => {
  await page.setContent(BAD_PAGE)
})

test.describe('axeScan', () => {
  test('reports each broken rule with its element and HTML, and counts the rules that passed', async ({ page }) => {
    const report = await axeScan(page)
    expect(report.violations).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^image-alt \(critical\) at img: .*<img /),
        expect.stringMatching(/^color-contrast \(serious\) at .*Texto quase invisível/),
      ]),
    )
    expect(report.passed).toBeGreaterThan(3)
  })

  test('scans only the elements asked for', async ({ page }) => {
    const report = await axeScan(page, '#sem-contraste')
    // Every element that breaks the rule, not one per rule.
    expect(report.violations.map((line) => line.split(' ')[0])).toEqual(['color-contrast', 'color-contrast'])
  })
})
