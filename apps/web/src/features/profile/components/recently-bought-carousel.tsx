// The profile's 'Recently Bought' row (spec §2 "Profile", §9): Swiper with 5 slides at a time and 30px between them
// on wide screens (fewer on narrow ones, where 5 covers would not fit), previous/next buttons, slide labels and
// arrow keys. Loaded lazily by its section, so Swiper and its CSS reach only the profile's visitors.
import { PROFILE_CAROUSEL_SLIDES, PROFILE_CAROUSEL_SPACING_PX } from '@bookstore/contract/constants'
import { formatPrice } from '@bookstore/contract/money'
import type { Book } from '@bookstore/contract/schemas/book'
import { carouselTitle } from '@bookstore/contract/truncate'
import { useState, type FocusEvent } from 'react'
import { Link } from 'react-router'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance, SwiperOptions } from 'swiper/types'
import 'swiper/css'
import 'swiper/css/a11y'
import { CoverImage } from '@/shared/components/cover-image'
import { Panel } from '@/shared/components/panel'
import { paths } from '@/shared/paths'

export type BoughtBook = Pick<Book, '_id' | 'title' | 'coverImage' | 'newPrice'>

/** Minimum window width -> slides per view; from 1024 px on, the spec's 5. */
export const PROFILE_SLIDE_BREAKPOINTS: Record<number, SwiperOptions> = {
  0: { slidesPerView: 2 },
  640: { slidesPerView: 3 },
  1024: { slidesPerView: PROFILE_CAROUSEL_SLIDES },
}

interface RecentlyBoughtCarouselProps {
  books: readonly BoughtBook[]
  prevEl: HTMLButtonElement | null
  nextEl: HTMLButtonElement | null
}

function BoughtBookSlide({ book }: { book: BoughtBook }) {
  const href = paths.book.href(book._id)
  return (
    <Panel as="article" className="flex h-full flex-col p-3">
      {/* The title link below is the keyboard stop; this one only widens the click target. */}
      <Link to={href} tabIndex={-1}>
        <CoverImage
          book={book}
          // A slide's width less its padding: 5, 3 or 2 slides per view.
          sizes="(min-width: 64rem) 12rem, (min-width: 40rem) 16rem, 8rem"
          className="w-full rounded-md shadow"
        />
      </Link>
      <h3 className="mt-3 font-display leading-snug font-semibold">
        <Link to={href} title={book.title} className="hover:text-brand-700">
          {carouselTitle(book.title)}
        </Link>
      </h3>
      <p className="mt-auto pt-1 text-sm font-semibold text-brand-700">{formatPrice(book.newPrice)}</p>
    </Panel>
  )
}

export function RecentlyBoughtCarousel({ books, prevEl, nextEl }: RecentlyBoughtCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null)

  // Arrow keys move the carousel only while focus is inside it; elsewhere they stay the page's.
  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) swiper?.keyboard.disable()
  }

  return (
    <div onFocus={() => swiper?.keyboard.enable()} onBlur={release}>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        // Room for the cards' ring, which the carousel would clip.
        className="px-1 py-2"
        onSwiper={setSwiper}
        slidesPerView={PROFILE_SLIDE_BREAKPOINTS[0]?.slidesPerView}
        spaceBetween={PROFILE_CAROUSEL_SPACING_PX}
        breakpoints={PROFILE_SLIDE_BREAKPOINTS}
        navigation={{ prevEl, nextEl, lockClass: 'hidden' }}
        keyboard={{ enabled: false, pageUpDown: false }}
        a11y={{ prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
      >
        {books.map((book) => (
          // Slides stretch to the tallest card, so the row's cards line up.
          <SwiperSlide key={book._id} className="h-auto!">
            <BoughtBookSlide book={book} />
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
