// The profile carousel shows the spec's 5 slides at a time on wide screens (spec §9), fewer on narrow ones.
import { PROFILE_CAROUSEL_SLIDES } from '@bookstore/contract/constants'
import { describe, expect, it } from 'vitest'
import { PROFILE_SLIDE_BREAKPOINTS } from './recently-bought-carousel'

describe('PROFILE_SLIDE_BREAKPOINTS', () => {
  it('grows to 5 slides per view from 1024 px on', () => {
    expect(PROFILE_CAROUSEL_SLIDES).toBe(5)
    expect(PROFILE_SLIDE_BREAKPOINTS).toEqual({
      0: { slidesPerView: 2 },
      640: { slidesPerView: 3 },
      1024: { slidesPerView: 5 },
    })
  })
})
