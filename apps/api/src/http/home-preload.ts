// The home page's preload hints: a Link header on GET / naming what the page paints first, so the browser fetches
// it while it is still running the app's entry script, instead of after. Without them the hero banner (the
// largest paint) and the lazily loaded home route start downloading only once the entry has run.
// Read once at startup from the web build's Vite manifest; without a build (API-only runs) there is no header.

import { BANNER_SIZES, bannerSources, HERO_BANNER_IMAGES } from '@bookstore/contract/featured-content'
import { readManifest, screenModules } from './screen-modules'

/** The home route's module in the web app (apps/web/src/app/router.tsx loads it lazily). */
const HOME_ROUTE_SOURCE = 'src/features/catalog/components/home-page.tsx'

/** The Link header value for GET /, or null when the web build has no manifest. */
export function homePreloadLinks(webDistDir: string): string | null {
  const manifest = readManifest(webDistDir)
  if (!manifest) return null
  // The same srcset and sizes as the banner's <img>, so the browser preloads the file the page will use.
  const banner = bannerSources(HERO_BANNER_IMAGES[0] ?? '')
  const hero = `<${banner.src}>; rel=preload; as=image; imagesrcset="${banner.srcSet}"; imagesizes="${BANNER_SIZES}"; fetchpriority=high`
  const scripts = screenModules(manifest, HOME_ROUTE_SOURCE).map((file) => `</${file}>; rel=modulepreload`)
  return [hero, ...scripts].join(', ')
}
