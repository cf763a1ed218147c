// A seeded banner image (hero, subscribe and about banners): the full file for wide screens and the phone-sized one
// for narrow screens, picked by the browser from srcset; the intrinsic size keeps the box still while it loads.
import {
  BANNER_SIZES,
  bannerSources,
  HERO_BANNER_HEIGHT,
  HERO_BANNER_WIDTH,
} from '@bookstore/contract/featured-content'

interface BannerImageProps {
  /** The banner's file name, as in HERO_BANNER_IMAGES. */
  fileName: string
  /** Empty for a decorative banner. */
  alt: string
  /** 'high' for the banner on screen at load, 'low' for one loaded ahead of its turn, none for lazy ones. */
  fetchPriority?: 'high' | 'low'
  className?: string
}

export function BannerImage({ fileName, alt, fetchPriority, className }: BannerImageProps) {
  const { src, srcSet } = bannerSources(fileName)
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={BANNER_SIZES}
      alt={alt}
      width={HERO_BANNER_WIDTH}
      height={HERO_BANNER_HEIGHT}
      loading={fetchPriority ? 'eager' : 'lazy'}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
    />
  )
}
