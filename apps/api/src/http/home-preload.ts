// The home page's preload hint: a Link header on GET / naming the hero banner (the largest paint), so the browser
// fetches it with the page's first bytes, before it has parsed the image's tag.

import { BANNER_SIZES, bannerSources, HERO_BANNER_IMAGES } from '@bookstore/contract/featured-content'

/** The Link header value for GET /. */
export function homePreloadLinks(): string {
  // The same srcset and sizes as the banner's <img>, so the browser preloads the file the page will use.
  const banner = bannerSources(HERO_BANNER_IMAGES[0] ?? '')
  return `<${banner.src}>; rel=preload; as=image; imagesrcset="${banner.srcSet}"; imagesizes="${BANNER_SIZES}"; fetchpriority=high`
}
