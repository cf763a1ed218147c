// The sitemap's XML pieces: every URL escaped, so a PUBLIC_URL with XML's special characters stays well-formed.

import { describe, expect, it } from 'vitest'
import { bookUrl, escapeXml, pagesUrlset, sitemapIndex } from './sitemap-xml'

const ODD_URL = 'https://shop.example/a&b<c>"d\''

describe('sitemap XML', () => {
  it('escapes the five special characters', () => {
    expect(escapeXml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;')
    expect(escapeXml('https://shop.example/books/1')).toBe('https://shop.example/books/1')
  })

  it('leaves no raw special character in any text of the index, the pages or a book entry', () => {
    const texts = [
      sitemapIndex(ODD_URL, 2),
      pagesUrlset(ODD_URL),
      bookUrl(ODD_URL, 'b1', new Date('2026-01-02T03:04:05Z')),
    ]
    for (const xml of texts) {
      const contents = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '')
      expect(contents.length).toBeGreaterThan(0)
      for (const text of contents) {
        expect(text).not.toMatch(/[<>"']|&(?!#\d+;)/)
        expect(text.startsWith('https://shop.example/a&#38;b&#60;c&#62;&#34;d&#39;/')).toBe(true)
      }
    }
    expect(bookUrl(ODD_URL, 'b1', new Date('2026-01-02T03:04:05Z'))).toContain(
      '<lastmod>2026-01-02T03:04:05.000Z</lastmod>',
    )
  })

  it('drops a trailing slash of PUBLIC_URL', () => {
    expect(sitemapIndex('https://shop.example/', 1)).toContain(
      '<loc>https://shop.example/sitemaps/books-1.xml</loc>',
    )
  })
})
