// The critical path of a page as its server's HTML declares it (issue 25 item 2), read without a browser so the
// check is deterministic: what blocks the first paint (the document, its stylesheets, classic scripts in <head>
// without async or defer), the JavaScript the app needs before it can hydrate (the module entry and modulepreloads,
// in the HTML or in a Link header), and whether the largest paint's element is already in the HTML.
// Pure: the spec (critical-path.spec.ts) fetches the pages and their files.

import { coverSources, coverThumbnailName, hasCoverThumbnail } from '@bookstore/contract/cover-sources'
import { imageUrl } from '@bookstore/contract/api-paths'

export type PageKind = 'home' | 'book' | 'category'

/**
 * Requests (the document included) and their transferred bytes (brotli, as a browser asks) before the first
 * contentful paint, per page kind. Measured on 2026-11-27 before server-side rendering, + ~15 %; re-measure when
 * the HTML changes on purpose, and never raise a figure to let a page grow by accident.
 */
export const CRITICAL_PATH_BUDGET: Record<PageKind, { requests: number; bytes: number }> = {
  home: { requests: 2, bytes: 17_500 },
  book: { requests: 2, bytes: 18_500 },
  category: { requests: 2, bytes: 21_000 },
}

/** One start tag of the document, with its attributes (names lowercased, values decoded). */
export interface Tag {
  name: string
  attrs: Record<string, string>
  /** Before </head> (or the first <body>). */
  inHead: boolean
  /** Where the tag ends in the HTML: the element's content starts here. */
  end: number
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

export const decodeEntities = (text: string): string =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)),
      )
    return ENTITIES[name.toLowerCase()] ?? whole
  })

/** Elements whose content is text, not tags: a '<' in a script's JSON-LD or in a title is no tag. */
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea', 'noscript'])
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

/** The start tags of an HTML document in order; comments and raw-text contents are skipped. */
export function startTags(html: string): Tag[] {
  const tags: Tag[] = []
  let inHead = true
  const tagPattern = /<!--[\s\S]*?-->|<([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<\/head\s*>/g
  let match: RegExpExecArray | null
  while ((match = tagPattern.exec(html))) {
    if (match[0].startsWith('<!--')) continue
    if (match[0].startsWith('</')) {
      inHead = false
      continue
    }
    const name = (match[1] ?? '').toLowerCase()
    if (name === 'body') inHead = false
    const attrs: Record<string, string> = {}
    for (const attr of (match[2] ?? '').matchAll(ATTRIBUTE)) {
      const attrName = (attr[1] ?? '').toLowerCase()
      if (attrName && !(attrName in attrs))
        attrs[attrName] = decodeEntities(attr[2] ?? attr[3] ?? attr[4] ?? '')
    }
    const end = tagPattern.lastIndex
    tags.push({ name, attrs, inHead, end })
    if (RAW_TEXT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, end)
      tagPattern.lastIndex = close === -1 ? html.length : close
    }
  }
  return tags
}

const relIncludes = (tag: Tag, rel: string) => (tag.attrs.rel ?? '').toLowerCase().split(/\s+/).includes(rel)
const CLASSIC_SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'text/ecmascript'])
const isClassicScript = (tag: Tag) =>
  tag.name === 'script' && CLASSIC_SCRIPT_TYPES.has((tag.attrs.type ?? '').trim().toLowerCase())
/** A stylesheet for a media a phone matches blocks rendering ('print' does not). */
const blocksForMedia = (tag: Tag) => !/^\s*print\s*$/i.test(tag.attrs.media ?? '')

/**
 * The files that block the first paint, besides the document: every <link rel="stylesheet"> (not disabled, not
 * print-only) and every classic <script src> in <head> without async or defer. Module scripts and modulepreloads
 * never block it. Absolute URLs, against `pageUrl`.
 */
export function renderBlockingFiles(html: string, pageUrl: string): string[] {
  const files = startTags(html).flatMap((tag) => {
    if (
      tag.name === 'link' &&
      relIncludes(tag, 'stylesheet') &&
      !('disabled' in tag.attrs) &&
      blocksForMedia(tag)
    )
      return tag.attrs.href ? [tag.attrs.href] : []
    if (
      tag.inHead &&
      isClassicScript(tag) &&
      tag.attrs.src &&
      !('async' in tag.attrs) &&
      !('defer' in tag.attrs)
    )
      return [tag.attrs.src]
    return []
  })
  return [...new Set(files.map((file) => new URL(file, pageUrl).href))]
}

/** The <link> values of an HTTP Link header with the given rel: '</a.js>; rel=modulepreload, …' -> ['/a.js']. */
export function linkHeaderTargets(header: string | null, rel: string): string[] {
  if (!header) return []
  return [...header.matchAll(/<([^>]*)>((?:\s*;\s*[^,;]+(?:="[^"]*")?)*)/g)]
    .filter((link) => new RegExp(`;\\s*rel="?([^";]*\\s)?${rel}[\\s";]`, 'i').test(`${link[2] ?? ''};`))
    .map((link) => link[1] ?? '')
}

/**
 * The JavaScript the app needs before it hydrates: the module entry (<script type="module" src>) and every
 * modulepreload, in the HTML or in the answer's Link header. Absolute URLs, against `pageUrl`.
 */
export function hydrationScripts(html: string, linkHeader: string | null, pageUrl: string): string[] {
  const inHtml = startTags(html).flatMap((tag) => {
    if (tag.name === 'script' && (tag.attrs.type ?? '').toLowerCase() === 'module' && tag.attrs.src)
      return [tag.attrs.src]
    if (tag.name === 'link' && relIncludes(tag, 'modulepreload') && tag.attrs.href) return [tag.attrs.href]
    return []
  })
  const files = [...inHtml, ...linkHeaderTargets(linkHeader, 'modulepreload')]
  return [...new Set(files.map((file) => new URL(file, pageUrl).href))]
}

/** The text of each <h1> in the HTML (tags inside removed, entities decoded, spaces collapsed). */
export function headings(html: string): string[] {
  return startTags(html)
    .filter((tag) => tag.name === 'h1')
    .map((tag) => {
      const close = html.toLowerCase().indexOf('</h1', tag.end)
      const inner = html.slice(tag.end, close === -1 ? undefined : close).replace(/<[^>]*>/g, '')
      return decodeEntities(inner).replace(/\s+/g, ' ').trim()
    })
}

/** The <img> elements of the body. */
export const images = (html: string): Tag[] =>
  startTags(html).filter((tag) => tag.name === 'img' && !tag.inHead)

/** The file names an image may be loaded from: its src and each srcset candidate, paths only. */
const imageFiles = (img: Tag): string[] =>
  [
    img.attrs.src ?? '',
    ...(img.attrs.srcset ?? '').split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''),
  ]
    .filter(Boolean)
    .map((file) => new URL(file, 'http://page.invalid').pathname)

/** True when the image shows this stored cover (its file or its thumbnail). */
export function showsCover(img: Tag, coverImage: string): boolean {
  const wanted = new Set([
    new URL(coverSources(coverImage).src, 'http://page.invalid').pathname,
    ...(hasCoverThumbnail(coverImage)
      ? [new URL(imageUrl(coverThumbnailName(coverImage)), 'http://page.invalid').pathname]
      : []),
  ])
  return imageFiles(img).some((file) => wanted.has(file))
}

/** True when the image is this file (its src, or a candidate of its srcset). */
export const showsFile = (img: Tag, src: string): boolean =>
  imageFiles(img).includes(new URL(src, 'http://page.invalid').pathname)

const isLazy = (img: Tag) => (img.attrs.loading ?? '').toLowerCase() === 'lazy'

/** What the page's largest paint should be, and how to recognise it in the server's HTML. */
export type LcpExpectation =
  | { kind: 'home'; bannerSrc: string }
  | { kind: 'book'; coverImage: string }
  | { kind: 'category'; heading: string; coverImages: readonly string[] }

/**
 * Why the LCP element is not in the server's HTML, in words for a failing test; empty when it is there.
 * Home: the hero banner's <img>, not lazy. Book: the book's cover <img>, not lazy. Category: the <h1> with the
 * category's heading and at least one of its books' covers.
 */
export function missingLcpElement(html: string, expected: LcpExpectation): string[] {
  const imgs = images(html)
  const eagerWith = (test: (img: Tag) => boolean, what: string): string[] => {
    const found = imgs.filter(test)
    if (found.length === 0) return [`no <img> of ${what} in the server's HTML`]
    if (found.every(isLazy))
      return [`the <img> of ${what} is loading="lazy": the largest paint would wait for layout`]
    return []
  }
  switch (expected.kind) {
    case 'home':
      return eagerWith((img) => showsFile(img, expected.bannerSrc), `the hero banner (${expected.bannerSrc})`)
    case 'book':
      return eagerWith(
        (img) => showsCover(img, expected.coverImage),
        `the book's cover (${expected.coverImage})`,
      )
    case 'category': {
      const problems: string[] = []
      const found = headings(html)
      if (!found.some((text) => text.toLowerCase() === expected.heading.toLowerCase()))
        problems.push(
          `no <h1> "${expected.heading}" in the server's HTML (h1s: ${found.length ? found.join(' | ') : 'none'})`,
        )
      if (!imgs.some((img) => expected.coverImages.some((cover) => showsCover(img, cover))))
        problems.push("no cover <img> of the category's books in the server's HTML")
      return problems
    }
  }
}
