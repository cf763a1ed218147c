// The banners' two files: the phone-sized name beside the full one, and the srcset offering both.
import { describe, expect, it } from 'vitest'
import { bannerSources, HERO_BANNER_IMAGES, smallBannerImage } from './featured-content'

describe('banner files', () => {
  it('names the phone-sized file after the full one', () => {
    expect(smallBannerImage('hero-01.webp')).toBe('hero-01-800w.webp')
    expect(new Set(HERO_BANNER_IMAGES.map(smallBannerImage)).size).toBe(HERO_BANNER_IMAGES.length)
  })

  it('offers both files with their widths, the full one as the fallback src', () => {
    expect(bannerSources('hero-02.webp')).toEqual({
      src: '/covers/hero-02.webp',
      srcSet: '/covers/hero-02-800w.webp 800w, /covers/hero-02.webp 1600w',
    })
  })
})
