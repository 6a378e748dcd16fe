/** The id of every page's <main>, the skip link's target. */
export const MAIN_ID = 'conteudo'

/** The id of an empty element after every page's footer, the last thing the layout renders. */
export const PAGE_END_ID = 'fim-da-pagina'

/**
 * In the <head>: Chromium paints nothing until the element after the footer is parsed. Without it,
 * a parser that yields halfway (a slow phone, a busy CPU) paints a menu, a hero or a footer with
 * half its items or half a line, and they move when the rest comes (decision 0050). Chromium lifts
 * the block as soon as the element is in the document, before its content: so the target is empty
 * and comes after everything shown. Every page's HTML arrives in the first round trip (the budget
 * test), so waiting costs parse time only, not the network.
 */
export const EXPECT_PAGE_END = { rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render' } as const
