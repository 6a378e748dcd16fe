export interface CarouselOptions {
  /** Autoplay delay in ms; absent means no autoplay. */
  autoplayMs?: number
  slidesPerView: number
  spaceBetween?: number
  /** Minimum window width in px -> slides per view from that width up. */
  breakpoints?: Record<number, { slidesPerView: number; spaceBetween?: number }>
  navigation?: boolean
  /** A carousel inside another carousel's slide (touch drags move the inner one only). */
  nested?: boolean
}
