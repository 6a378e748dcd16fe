/** The id of every page's <main>, the skip link's target. */
export const MAIN_ID = 'conteudo'

/** The id of an empty element after every page's footer, the last thing the layout renders. */
export const PAGE_END_ID = 'fim-da-pagina'

// In the <head>: no paint until the empty element after the footer is parsed, so a parser that yields halfway paints no
// half menu that moves when the rest comes (decision 0050); every page's HTML fits the first round trip (the budget test).
export const EXPECT_PAGE_END = { rel: 'expect', href: `#${PAGE_END_ID}`, blocking: 'render' } as const
