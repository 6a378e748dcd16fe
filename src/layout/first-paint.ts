/** The id of every page's <main>, the skip link's target. */
export const MAIN_ID = 'conteudo'

/** The id of the last element of every page's body (the footer's copyright line). */
export const PAGE_END_ID = 'fim-da-pagina'

/**
 * In the <head>: Chromium paints nothing until the page's last element is parsed. Without it, a
 * parser that yields halfway (a slow phone, a busy CPU) paints a menu, a hero or a footer with half
 * its items, and they move when the rest comes (decision 0169). Chromium lifts the block once the
 * element is in the document, so the target is the last one, not <main>. Every page's HTML arrives
 * in the first round trip (the budget test), so waiting costs parse time only, not the network.
 */
export const EXPECT_PAGE_END = { rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render' } as const
