// A row of books on the home page (spec §9): Swiper with 1, 2 or 3 slides per view by the contract's breakpoints,
// the section's own previous/next buttons (Navigation), slide labels (A11y) and arrow keys (Keyboard).
// Loaded lazily by the carousel section, so Swiper and its CSS stay out of the home page's first chunk.
import { CAROUSEL_BREAKPOINTS } from '@bookstore/contract/constants'
import { useState, type FocusEvent } from 'react'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
import 'swiper/css'
import 'swiper/css/a11y'
import { CarouselCard, type CarouselBook } from './carousel-card'

/** CAROUSEL_BREAKPOINTS as Swiper options: minimum window width -> slides per view. */
export const SLIDE_BREAKPOINTS: Record<number, SwiperOptions> = Object.fromEntries(
  Object.entries(CAROUSEL_BREAKPOINTS).map(([minWidth, slidesPerView]) => [minWidth, { slidesPerView }]),
)

const SLIDE_GAP_PX = 24

export interface BookCarouselProps {
  books: readonly CarouselBook[]
  prevEl: HTMLButtonElement | null
  nextEl: HTMLButtonElement | null
}

export function BookCarousel({ books, prevEl, nextEl }: BookCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)

  // Arrow keys move this carousel only while focus is inside it: the page has several, and Page Up/Down and
  // the arrows elsewhere stay the page's.
  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) swiper?.keyboard.disable()
  }

  return (
    <div onFocus={() => swiper?.keyboard.enable()} onBlur={release}>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        // Room for the cards' ring and hover shadow, which the carousel would clip.
        className="px-1 py-2"
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={SLIDE_GAP_PX}
        breakpoints={SLIDE_BREAKPOINTS}
        navigation={{ prevEl, nextEl, lockClass: 'hidden' }}
        keyboard={{ enabled: false, pageUpDown: false }}
        a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
      >
        {books.map((book) => (
          // Slides stretch to the tallest card, so a row's cards line up.
          <SwiperSlide key={book._id} className="h-auto!">
            <CarouselCard book={book} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
