/**
 * How an image loads: lazy below the fold; eager in the first view; 'high' for the page's LCP image;
 * 'low' for a first-view image that is never the LCP element, such as a logo beside the page's text
 * (decision 0050): it loads after what the first paint needs, and React writes no preload for it.
 */
export type ImagePriority = 'lazy' | 'eager' | 'high' | 'low'

/** loading / decoding / fetchpriority attributes of an <img>. */
export function loadingProps(priority: ImagePriority = 'lazy') {
  return priority === 'lazy'
    ? ({ loading: 'lazy', decoding: 'async' } as const)
    : ({ loading: 'eager', decoding: 'async', fetchPriority: priority === 'eager' ? undefined : priority } as const)
}

/**
 * Priority of the image in slide `index` of a carousel showing up to `perView` slides at once.
 * `firstView` is what the page says of the carousel's first image: 'high' when the carousel opens
 * the page (its first image is the likely LCP element), 'eager' when it is in the first screen
 * below another LCP candidate, 'lazy' below the fold. The rest of the first view loads eagerly with
 * it; later slides always wait.
 */
export function slidePriority(firstView: ImagePriority, index: number, perView: number): ImagePriority {
  if (firstView === 'lazy' || index >= Math.ceil(perView)) return 'lazy'
  return index === 0 ? firstView : 'eager'
}
