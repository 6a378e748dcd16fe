import type { A11yOptions } from 'swiper/types'

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

/** Swiper's a11y messages (https://swiperjs.com/swiper-api#accessibility-a11y), in the site's language. */
export type CarouselMessages = A11yOptions
