// The head the server writes (issue 25, item 1): every value escaped so quotes, '<' and '&' in a title, a description
// or a URL read back as written and end nothing early; JSON-LD that holds '</script>' stays inside its script and
// parses back; robots and canonical only when the page has them. Read back with the browser's own HTML parser.
import { describe, expect, it } from 'vitest'
import { escapeHtml, renderHead, scriptJson, type PageHead } from './page-head'

/** A document whose <head> holds `tags`, parsed as a browser parses the server's HTML. */
const parseHead = (tags: string): Document =>
  new DOMParser().parseFromString(
    `<!doctype html><html><head>${tags}</head><body><p id="after">body</p></body></html>`,
    'text/html',
  )

const content = (doc: Document, selector: string): string | null =>
  doc.querySelector(selector)?.getAttribute('content') ?? null

const base: PageHead = { title: 'Dune | Bookstore', description: 'A desert planet.' }

describe('renderHead', () => {
  it('escapes quotes, < and & in the title, the description and URLs, which read back unchanged', () => {
    const title = `Tom & Jerry's "<b>Best</b>" </title><script>alert(1)</script> | Bookstore`
    const description = `"Quoted" & <i>tagged</i> — it's 5 > 3`
    const canonical = 'https://shop.example/books/a?x=1&y="2"<'
    const image = 'https://shop.example/covers/a.webp?w=1&h="2"'
    const html = renderHead({
      title,
      description,
      canonical,
      image: { url: image, alt: `Cover of "<Dune>" & more` },
      properties: [['book:author', `O'Brien & <Sons>`]],
      twitterData: [['Author', `"Frank" <Herbert>`]],
    })

    expect(html).not.toContain('<script>alert')
    expect(html).not.toContain('<b>')
    expect(html).toContain(`<title>${escapeHtml(title)}</title>`)
    const doc = parseHead(html)
    expect(doc.title).toBe(title)
    expect(doc.head.querySelectorAll('script')).toHaveLength(0)
    expect(content(doc, 'meta[name="description"]')).toBe(description)
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical)
    expect(content(doc, 'meta[property="og:title"]')).toBe(title)
    expect(content(doc, 'meta[property="og:description"]')).toBe(description)
    expect(content(doc, 'meta[property="og:url"]')).toBe(canonical)
    expect(content(doc, 'meta[property="og:image"]')).toBe(image)
    expect(content(doc, 'meta[property="og:image:alt"]')).toBe(`Cover of "<Dune>" & more`)
    expect(content(doc, 'meta[property="book:author"]')).toBe(`O'Brien & <Sons>`)
    expect(content(doc, 'meta[name="twitter:title"]')).toBe(title)
    expect(content(doc, 'meta[name="twitter:image"]')).toBe(image)
    expect(content(doc, 'meta[name="twitter:data1"]')).toBe(`"Frank" <Herbert>`)
    // Nothing spilled into the body.
    expect(doc.body.children).toHaveLength(1)
  })

  it('escapeHtml writes the five HTML specials as entities', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;')
  })

  it('keeps JSON-LD holding </script> and <!-- inside its own script, parsing back to the same object', () => {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: 'The </script><script>alert(1)</script> Book',
      description: 'Ends <!-- here? </SCRIPT> and\u2028lines\u2029apart & "quoted"',
    }
    const second = { '@type': 'WebSite', name: '</script>' }
    const html = renderHead({ ...base, jsonLd: [data, second] })

    expect(html.match(/<\/script>/gi)).toHaveLength(2)
    const doc = parseHead(html)
    const scripts = [...doc.head.querySelectorAll('script')]
    expect(scripts.map((s) => s.getAttribute('type'))).toEqual(['application/ld+json', 'application/ld+json'])
    expect(scripts.map((s) => JSON.parse(s.textContent ?? '') as unknown)).toEqual([data, second])
    expect(doc.querySelector('#after')?.textContent).toBe('body')
  })

  it('scriptJson writes <, U+2028 and U+2029 as \\u escapes that JSON reads back', () => {
    const value = { a: '</script><!--', b: 'x\u2028y\u2029z' }
    const text = scriptJson(value)
    expect(text).not.toMatch(/[<\u2028\u2029]/)
    expect(text).toContain('\\u003c/script>')
    expect(JSON.parse(text)).toEqual(value)
  })

  it('writes robots only when the page says it, and canonical and og:url only with a canonical', () => {
    const indexed = parseHead(renderHead({ ...base, canonical: 'https://shop.example/books/1' }))
    expect(indexed.querySelector('meta[name="robots"]')).toBeNull()
    expect(indexed.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(content(indexed, 'meta[property="og:url"]')).toBe('https://shop.example/books/1')

    const hidden = parseHead(renderHead({ ...base, robots: 'noindex' }))
    expect(content(hidden, 'meta[name="robots"]')).toBe('noindex')
    expect(hidden.querySelector('link[rel="canonical"]')).toBeNull()
    expect(hidden.querySelector('meta[property="og:url"]')).toBeNull()

    const search = parseHead(renderHead({ ...base, robots: 'noindex, follow' }))
    expect(content(search, 'meta[name="robots"]')).toBe('noindex, follow')
  })

  it('sizes og:image only when both sides are known and picks the Twitter card by the image', () => {
    const image = { url: 'https://shop.example/c.webp', alt: 'Cover' }
    const sized = parseHead(renderHead({ ...base, image: { ...image, width: 400, height: 600 } }))
    expect(content(sized, 'meta[property="og:image:width"]')).toBe('400')
    expect(content(sized, 'meta[property="og:image:height"]')).toBe('600')
    expect(content(sized, 'meta[name="twitter:card"]')).toBe('summary_large_image')

    const unsized = parseHead(renderHead({ ...base, image: { ...image, width: 400 } }))
    expect(unsized.querySelector('meta[property="og:image:width"]')).toBeNull()

    const none = parseHead(renderHead(base))
    expect(none.querySelector('meta[property="og:image"]')).toBeNull()
    expect(content(none, 'meta[name="twitter:card"]')).toBe('summary')
    expect(content(none, 'meta[property="og:type"]')).toBe('website')
    expect(content(none, 'meta[property="og:site_name"]')).toBe('Bookstore')
  })
})
