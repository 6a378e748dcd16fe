import Swiper from 'swiper'
import { A11y, Autoplay, Keyboard, Navigation, Pagination } from 'swiper/modules'
import type { A11yOptions, SwiperOptions } from 'swiper/types'
import type { CarouselOptions } from './carousel-options'
import { inTurn } from './in-turn'

// Turns every prerendered [data-carousel] into a Swiper, each in a task of its own (a Swiper measures
// the page as it starts; decision 0021). Autoplay pauses on hover and focus, has a pause button, and
// never starts when the visitor asks for reduced motion (WCAG 2.2.2).
export async function initCarousels(root: ParentNode = document): Promise<void> {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const sections = [...root.querySelectorAll<HTMLElement>('[data-carousel]')]
  await inTurn(sections.map((section) => () => startCarousel(section, reducedMotion)))
}

function startCarousel(section: HTMLElement, reducedMotion: boolean): void {
  if (section.classList.contains('is-ready')) return
  const options = JSON.parse(section.dataset.carousel ?? '{}') as CarouselOptions
  // :scope > ... so a carousel inside a slide (speaker photos) never lends its parts to the outer one.
  const container = section.querySelector<HTMLElement>(':scope > .swiper')
  if (!container) return
  const autoplay = options.autoplayMs && !reducedMotion
  const swiperOptions: SwiperOptions = {
    modules: [A11y, Autoplay, Keyboard, Navigation, Pagination],
    slidesPerView: options.slidesPerView,
    spaceBetween: options.spaceBetween ?? 16,
    breakpoints: options.breakpoints,
    nested: options.nested ?? false,
    rewind: true,
    speed: reducedMotion ? 0 : 400,
    keyboard: { enabled: true, onlyInViewport: true },
    a11y: { enabled: true, ...(JSON.parse(section.dataset.carouselTexts ?? '{}') as A11yOptions) },
    autoplay: autoplay ? { delay: options.autoplayMs, pauseOnMouseEnter: true, disableOnInteraction: false } : false,
  }
  const pagination = section.querySelector<HTMLElement>(':scope > .carousel__controls > .carousel__pagination-row > .carousel__pagination')
  if (pagination) swiperOptions.pagination = { el: pagination, clickable: true }
  const prev = section.querySelector<HTMLElement>(':scope > .carousel__controls > [data-carousel-prev]')
  const next = section.querySelector<HTMLElement>(':scope > .carousel__controls > [data-carousel-next]')
  if (prev && next) swiperOptions.navigation = { prevEl: prev, nextEl: next }
  section.classList.add('is-ready')
  const swiper = new Swiper(container, swiperOptions)

  const pause = section.querySelector<HTMLButtonElement>(':scope > .carousel__controls > [data-carousel-pause]')
  if (!pause || !swiperOptions.autoplay) return
  let pausedByVisitor = false
  const label = () => {
    pause.textContent = (pausedByVisitor ? pause.dataset.labelPlay : pause.dataset.labelPause) ?? ''
    pause.setAttribute('aria-pressed', String(pausedByVisitor))
  }
  pause.addEventListener('click', () => {
    pausedByVisitor = !pausedByVisitor
    if (pausedByVisitor) swiper.autoplay.stop()
    else swiper.autoplay.start()
    label()
  })
  section.addEventListener('focusin', () => swiper.autoplay.stop())
  section.addEventListener('focusout', (event) => {
    if (!pausedByVisitor && !section.contains(event.relatedTarget as Node | null)) swiper.autoplay.start()
  })
}
