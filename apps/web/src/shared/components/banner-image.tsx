// A seeded banner image (hero, subscribe and about banners): the full file for wide screens and the phone-sized one
// for narrow screens, picked by the browser from srcset (or the full file alone, for a banner cropped taller on
// phones); the intrinsic size keeps the box still while it loads.
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
  /** False for a banner that phones crop taller (about): the phone-sized file would be stretched, so never offered. */
  phoneFile?: boolean
  className?: string
}

export function BannerImage({ fileName, alt, fetchPriority, phoneFile = true, className }: BannerImageProps) {
  const { src, srcSet } = bannerSources(fileName)
  return (
    <img
      src={src}
      srcSet={phoneFile ? srcSet : undefined}
      sizes={phoneFile ? BANNER_SIZES : undefined}
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
