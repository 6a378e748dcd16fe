import 'swiper/css'
import './carousel.css'
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { A11yOptions } from 'swiper/types'
import type { CarouselOptions } from '../client/carousel-options'
import { Button } from './button'
import { useTexts } from './ui-texts'

interface Props {
  label: string
  slides: readonly { key: string; content: ReactNode }[]
  options: CarouselOptions
}

const defaultGap = 16

// Slide width and gap per window width as Swiper will compute them, so nothing shifts when it starts.
function slideLayout(options: CarouselOptions) {
  const layout: Record<string, unknown> = {
    '--carousel-spv': options.slidesPerView,
    '--carousel-gap': `${options.spaceBetween ?? defaultGap}px`,
  }
  for (const [width, point] of Object.entries(options.breakpoints ?? {}).sort(([a], [b]) => Number(a) - Number(b))) {
    layout[`@media (min-width: ${width}px)`] = {
      '--carousel-spv': point.slidesPerView,
      '--carousel-gap': `${point.spaceBetween ?? options.spaceBetween ?? defaultGap}px`,
    }
  }
  return layout
}

// Swiper's own markup, prerendered: real HTML before any script; src/client/carousel.ts makes it a carousel.
export function Carousel({ label, slides, options }: Props) {
  const texts = useTexts()
  // Swiper's screen-reader messages (https://swiperjs.com/swiper-api#accessibility-a11y), English by default, from site.ui;
  // Swiper fills {{index}} and {{slidesLength}}.
  const messages: A11yOptions = {
    paginationBulletMessage: `${texts.goToSlide} {{index}}`,
    prevSlideMessage: texts.previous,
    nextSlideMessage: texts.next,
    firstSlideMessage: texts.firstSlide,
    lastSlideMessage: texts.lastSlide,
    slideLabelMessage: '{{index}} / {{slidesLength}}',
    containerRoleDescriptionMessage: texts.carousel,
    itemRoleDescriptionMessage: texts.slide,
  }
  const autoplays = Boolean(options.autoplayMs) && slides.length > 1
  return (
    <Box
      component="section"
      className="carousel"
      aria-roledescription={texts.carousel}
      aria-label={label}
      data-carousel={JSON.stringify(options)}
      data-carousel-texts={JSON.stringify(messages)}
      sx={slideLayout(options)}
    >
      <div className="swiper">
        <div className="swiper-wrapper">
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className="swiper-slide"
              role="group"
              aria-roledescription={texts.slide}
              aria-label={`${index + 1} / ${slides.length}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="carousel__controls needs-script">
          {options.navigation ? (
            <Button variant="icon" aria-label={texts.previous} data-carousel-prev>
              <span aria-hidden="true">‹</span>
            </Button>
          ) : null}
          <div className="carousel__pagination-row">
            <div className="carousel__pagination" />
          </div>
          {options.navigation ? (
            <Button variant="icon" aria-label={texts.next} data-carousel-next>
              <span aria-hidden="true">›</span>
            </Button>
          ) : null}
          {autoplays ? (
            <Button
              variant="secondary"
              className="carousel__pause"
              data-carousel-pause
              data-label-pause={texts.pause}
              data-label-play={texts.play}
              aria-pressed="false"
            >
              {texts.pause}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Box>
  )
}
