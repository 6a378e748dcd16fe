// The site's one breakpoint for CSS, code and tests (decision 0106): a media query cannot read a variable, so the
// stylesheets write `(--phone)`, which vite.config.ts replaces with this width.

/** Up to this width (CSS px) the header collapses its links behind the menu button. */
export const PHONE_MAX_WIDTH = 1160

/** The stylesheet with `(--phone)` written out; throws on any other custom media query. */
export function expandCustomMedia(css: string, file = 'a stylesheet'): string {
  // A name in parentheses not after a function's name: `(--phone)`, not `var(--brand)`.
  return css.replace(/(?<![\w-])\(--[\w-]+\)/g, (name) => {
    if (name !== '(--phone)') throw new Error(`${file}: unknown custom media ${name} (known: (--phone))`)
    return `(max-width: ${PHONE_MAX_WIDTH}px)`
  })
}
