// The home page's rotating hero banner (spec §1, §9): a new image every HERO_ROTATION_MS across the fixed banners,
// with pause, previous, next and one dot per image; only the current and the next image are in the page.
import { HERO_ROTATION_MS } from '@bookstore/contract/constants'
import type { FocusEvent } from 'react'
import { BannerImage } from '@/shared/components/banner-image'
import { HeroControls } from './hero-controls'
import { useRotation } from './use-rotation'

interface HeroBannerProps {
  /** The banners' file names (HERO_BANNER_IMAGES); the box keeps their 16:5 ratio so nothing moves as they load. */
  images: readonly string[]
  intervalMs?: number
}

export function HeroBanner({ images, intervalMs = HERO_ROTATION_MS }: HeroBannerProps) {
  const rotation = useRotation(images.length, intervalMs)
  const { current, previous, next, setHeld } = rotation
  // The previous image stays while it fades out; the next one loads ahead of its turn.
  const mounted = [...new Set([previous, current, next])].filter((i) => i !== null)

  // Rotation holds while the pointer or keyboard focus is on the banner (WAI-ARIA carousel pattern).
  const release = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Banners"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={release}
    >
      <div className="relative aspect-16/5 overflow-hidden bg-stone-800">
        {mounted.map((i) => (
          <div
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${images.length}`}
            aria-hidden={i === current ? undefined : true}
            className={`absolute inset-0 transition-opacity duration-700 ease-out motion-reduce:transition-none ${
              i === current ? 'z-10 opacity-100' : 'opacity-0'
            }`}
          >
            {/* Decorative: the banners are mood pictures of shelves; the page's heading says what it is. */}
            <BannerImage
              fileName={images[i] ?? ''}
              alt=""
              fetchPriority={i === current ? 'high' : 'low'}
              className="size-full object-cover"
            />
          </div>
        ))}
      </div>
      <HeroControls count={images.length} rotation={rotation} />
    </section>
  )
}
