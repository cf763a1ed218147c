// The carousels take their slides per view from the contract (spec §9): 1 below 768, 2 at 768 and 1024, 3 at 1180.
import { CAROUSEL_BREAKPOINTS } from '@bookstore/contract/constants'
import { describe, expect, it } from 'vitest'
import { SLIDE_BREAKPOINTS } from './book-carousel'

describe('SLIDE_BREAKPOINTS', () => {
  it('turns every contract breakpoint into Swiper slidesPerView', () => {
    expect(SLIDE_BREAKPOINTS).toEqual({
      0: { slidesPerView: 1 },
      768: { slidesPerView: 2 },
      1024: { slidesPerView: 2 },
      1180: { slidesPerView: 3 },
    })
    expect(Object.keys(SLIDE_BREAKPOINTS)).toEqual(Object.keys(CAROUSEL_BREAKPOINTS))
  })
})
