// The site's one breakpoint for CSS, code and tests (decision 0106): a media query cannot read a variable, so the
// stylesheets write `(--phone)`, which vite.config.ts replaces with this width.

/** Up to this width (CSS px) the header collapses its links behind the menu button. */
export const PHONE_MAX_WIDTH = 1160

const CUSTOM_MEDIA: Readonly<Record<string, string>> = {
  '(--phone)': `(max-width: ${PHONE_MAX_WIDTH}px)`,
}

/** The stylesheet with its custom media queries written out; throws on an unknown one. */
export function expandCustomMedia(css: string, file = 'a stylesheet'): string {
  // A name in parentheses not after a function's name: `(--phone)`, not `var(--brand)`.
  return css.replace(/(?<![\w-])\(--[\w-]+\)/g, (name) => {
    const query = CUSTOM_MEDIA[name]
    if (!query) throw new Error(`${file}: unknown custom media ${name} (known: ${Object.keys(CUSTOM_MEDIA).join(', ')})`)
    return query
  })
}
