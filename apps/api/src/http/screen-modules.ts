// The web build's modules a screen needs beyond the entry, read from the build's Vite manifest (dist/.vite/): the
// home page's Link header preloads them (home-preload.ts), and a page rendered on the server names its screen's in
// its head (page-renderer.ts), so the browser fetches them with the entry instead of after it.

import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
}

export type Manifest = Record<string, ManifestChunk>

/** The build's manifest, or undefined when there is no build with one. */
export function readManifest(webDistDir: string): Manifest | undefined {
  const manifestFile = path.join(webDistDir, '.vite', 'manifest.json')
  if (!existsSync(manifestFile)) return undefined
  return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
}

const reach = (manifest: Manifest, key: string, seen: Set<string>): Set<string> => {
  const chunk = manifest[key]
  if (seen.has(key) || !chunk) return seen
  seen.add(key)
  for (const next of chunk.imports ?? []) reach(manifest, next, seen)
  return seen
}

/**
 * The JavaScript files of the screen whose source is `source` (e.g. 'src/features/catalog/components/home-page.tsx')
 * and of the chunks it imports statically, which the entry does not already load; [] for a source not in the build.
 */
export function screenModules(manifest: Manifest, source: string): string[] {
  const entry = reach(manifest, 'index.html', new Set())
  const key = Object.keys(manifest).find((k) => manifest[k]?.src === source)
  if (!key) return []
  return [...reach(manifest, key, new Set())]
    .filter((k) => !entry.has(k))
    .map((k) => manifest[k]?.file)
    .filter((file): file is string => file?.endsWith('.js') === true)
}
