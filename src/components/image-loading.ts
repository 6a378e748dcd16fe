/** Lazy below the fold, eager in the first view, 'high' the LCP image, 'low' a first-view one never LCP (decision 0050). */
export type ImagePriority = 'lazy' | 'eager' | 'high' | 'low'

export function loadingProps(priority: ImagePriority = 'lazy') {
  return priority === 'lazy'
    ? ({ loading: 'lazy', decoding: 'async' } as const)
    : ({ loading: 'eager', decoding: 'async', fetchPriority: priority === 'eager' ? undefined : priority } as const)
}

/** Slide `index` of `perView` shown at once: the first takes `firstView`, the rest of the first view eager, later ones lazy. */
export function slidePriority(firstView: ImagePriority, index: number, perView: number): ImagePriority {
  if (firstView === 'lazy' || index >= Math.ceil(perView)) return 'lazy'
  return index === 0 ? firstView : 'eager'
}
