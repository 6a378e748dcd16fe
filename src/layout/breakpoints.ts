// The site's one breakpoint, shared by the CSS, the code and the tests (decision 0106). A media
// query cannot read a CSS variable, so the stylesheets name it as a custom media query, `(--phone)`,
// which vite.config.ts replaces with this width at build time (and in npm run dev).

/** Up to this width (CSS px) the header collapses its links behind the menu button. */
export const PHONE_MAX_WIDTH = 1160

/** Each custom media query the stylesheets may use, and the media query it stands for. */
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
