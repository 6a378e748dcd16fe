import { fontWeight } from './tokens'

// Poppins is never switched on while a page is shown: a page paints in it from its first frame or
// not at all (decision 0168). The first page a browser opens stays in the metric-matched fallback
// and fetches the two files after its paint; every later page finds them in the cache and this
// browser's note that they are there.

/** On <html>: the page's text is in Poppins (src/theme/fonts.css). */
export const TYPEFACE_CLASS = 'fonts'

/** localStorage key: this browser has fetched the typeface once. */
export const TYPEFACE_STORAGE_KEY = 'sercomp-fonts'

/** The font descriptors of the two weights the CSS uses, as document.fonts.load() takes them. */
export const TYPEFACE_FONTS = [fontWeight.regular, fontWeight.bold].map((weight) => `${weight} 1em Poppins`)

/**
 * Inline in every page's <head>, so it runs before the first paint: switches the typeface on
 * when an earlier page has fetched it. Storage may throw (blocked cookies): the page keeps the fallback.
 */
export const TYPEFACE_BEFORE_PAINT = `try{localStorage.getItem('${TYPEFACE_STORAGE_KEY}')&&document.documentElement.classList.add('${TYPEFACE_CLASS}')}catch(e){}`
