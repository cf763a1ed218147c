// Which covers offer a thumbnail, and how it is named and offered.
import { describe, expect, it } from 'vitest'
import { coverSources, coverThumbnailName } from './cover-sources'

describe('cover sources', () => {
  it('names the thumbnail after the stored file', () => {
    expect(coverThumbnailName('frankenstein.webp')).toBe('frankenstein-200w.webp')
    expect(coverThumbnailName('0f3a.WEBP')).toBe('0f3a-200w.webp')
  })

  it('offers a stored WebP cover with its thumbnail, the full file as the fallback', () => {
    expect(coverSources('dracula.webp')).toEqual({
      src: '/covers/dracula.webp',
      srcSet: '/covers/dracula-200w.webp 200w, /covers/dracula.webp 400w',
    })
  })

  it('offers a URL, or a stored file of another kind, as it is', () => {
    expect(coverSources('https://example.com/cover.webp')).toEqual({ src: 'https://example.com/cover.webp' })
    expect(coverSources('old-cover.jpg')).toEqual({ src: '/covers/old-cover.jpg' })
    expect(coverSources('../elsewhere.webp').srcSet).toBeUndefined()
  })
})
