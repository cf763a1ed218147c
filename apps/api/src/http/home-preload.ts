// The home page's preload hints: a Link header on GET / naming what the page paints first, so the browser fetches
// it while it is still running the app's entry script, instead of after. Without them the hero banner (the
// largest paint) and the lazily loaded home route start downloading only once the entry has run.
// Read once at startup from the web build's Vite manifest; without a build (API-only runs) there is no header.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { BANNER_SIZES, bannerSources, HERO_BANNER_IMAGES } from '@bookstore/contract/featured-content'

/** The home route's module in the web app (apps/web/src/app/router.tsx loads it lazily). */
const HOME_ROUTE_SOURCE = 'src/features/catalog/components/home-page.tsx'

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
}

/** The home route's chunk and the chunks it imports statically, which the entry does not already load. */
function homeChunks(manifest: Record<string, ManifestChunk>): string[] {
  const reach = (key: string, seen: Set<string>): Set<string> => {
    const chunk = manifest[key]
    if (seen.has(key) || !chunk) return seen
    seen.add(key)
    for (const next of chunk.imports ?? []) reach(next, seen)
    return seen
  }
  const entry = reach('index.html', new Set())
  const homeKey = Object.keys(manifest).find((key) => manifest[key]?.src === HOME_ROUTE_SOURCE)
  if (!homeKey) return []
  return [...reach(homeKey, new Set())]
    .filter((key) => !entry.has(key))
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
}

/** The Link header value for GET /, or null when the web build has no manifest. */
export function homePreloadLinks(webDistDir: string): string | null {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>
  // The same srcset and sizes as the banner's <img>, so the browser preloads the file the page will use.
  const banner = bannerSources(HERO_BANNER_IMAGES[0] ?? '')
  const hero = `<${banner.src}>; rel=preload; as=image; imagesrcset="${banner.srcSet}"; imagesizes="${BANNER_SIZES}"; fetchpriority=high`
  const scripts = homeChunks(manifest).map((file) => `</${file}>; rel=modulepreload`)
  return [hero, ...scripts].join(', ')
}
