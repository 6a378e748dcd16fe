import 'swiper/css'
import 'swiper/css/navigation'
import 'swiper/css/pagination'
import './carousel.css'
import type { ReactNode } from 'react'
import type { CarouselOptions } from '../client/carousel-options'

interface Props {
  /** Accessible name of the carousel region. */
  label: string
  slides: readonly { key: string; content: ReactNode }[]
  options: CarouselOptions
  pauseLabel: string
  playLabel: string
  previousLabel?: string
  nextLabel?: string
  className?: string
}

// Swiper's own markup, prerendered: the slides are real HTML before any script runs; the
// client binder (src/client/carousel.ts) turns it into a carousel.
export function Carousel({ label, slides, options, pauseLabel, playLabel, previousLabel, nextLabel, className }: Props) {
  const autoplays = Boolean(options.autoplayMs) && slides.length > 1
  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription="carrossel"
      aria-label={label}
      data-carousel={JSON.stringify(options)}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="swiper-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="carousel__controls">
          {options.navigation ? (
            <button type="button" className="carousel__prev" aria-label={previousLabel ?? '‹'} data-carousel-prev>
              <span aria-hidden="true">‹</span>
            </button>
          ) : null}
          <div className="carousel__pagination" />
          {options.navigation ? (
            <button type="button" className="carousel__next" aria-label={nextLabel ?? '›'} data-carousel-next>
              <span aria-hidden="true">›</span>
            </button>
          ) : null}
          {autoplays ? (
            <button
              type="button"
              className="carousel__pause"
              data-carousel-pause
              data-label-pause={pauseLabel}
              data-label-play={playLabel}
              aria-pressed="false"
              hidden
            >
              {pauseLabel}
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
