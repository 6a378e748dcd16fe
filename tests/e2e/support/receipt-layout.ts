import type { Page } from '@playwright/test'

// Where a receipt's footer is (issue 47): under the content, with no empty band between them. A page
// shorter than the screen ends with its footer at the screen's bottom, as every short page does
// (src/layout/global.css).

/** The empty band between the receipt's last content and the footer, in px (0 when the page fits the screen and the footer sits at its bottom). */
export function bandAboveFooter(page: Page): Promise<number> {
  return page.evaluate(() => {
    const section = document.querySelector('#live-page section')!.getBoundingClientRect()
    const main = document.querySelector('main')!.getBoundingClientRect()
    const footer = document.querySelector('footer')!.getBoundingClientRect()
    const fits = document.documentElement.scrollHeight <= window.innerHeight
    return fits ? Math.round(window.innerHeight - footer.bottom) : Math.round(main.bottom - section.bottom)
  })
}

/** The footer is shown (not hidden while the receipt loads). */
export function footerShown(page: Page): Promise<boolean> {
  return page.locator('footer').isVisible()
}
