/** How an image loads: lazy below the fold; eager in the first view; 'high' for the page's LCP image. */
export type ImagePriority = 'lazy' | 'eager' | 'high'

/** loading / decoding / fetchpriority attributes of an <img>. */
export function loadingProps(priority: ImagePriority = 'lazy') {
  return priority === 'lazy'
    ? ({ loading: 'lazy', decoding: 'async' } as const)
    : ({ loading: 'eager', decoding: 'async', fetchPriority: priority === 'high' ? 'high' : undefined } as const)
}

/**
 * Priority of the image in slide `index` of a carousel showing up to `perView` slides at once:
 * when the carousel opens the page (`lead`), the first view loads at once and its first image is
 * the likely LCP element; otherwise everything waits (lazy).
 */
export function leadPriority(lead: boolean, index: number, perView: number): ImagePriority {
  if (!lead || index >= Math.ceil(perView)) return 'lazy'
  return index === 0 ? 'high' : 'eager'
}
