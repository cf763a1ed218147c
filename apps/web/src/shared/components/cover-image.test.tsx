// A cover that cannot be loaded gives way to a placeholder of the same box, named like the image, never a
// broken-image box; a missing thumbnail first falls back to the stored file.
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CoverImage } from './cover-image'

const TITLE = 'The Wind in the Willows'

describe('CoverImage', () => {
  it('shows the stored file and its thumbnail, named by alt', () => {
    render(
      <CoverImage
        book={{ coverImage: 'willows.webp', title: TITLE }}
        alt={TITLE}
        sizes="7rem"
        className="w-28"
      />,
    )
    const cover = screen.getByRole('img', { name: TITLE })
    expect(cover.tagName).toBe('IMG')
    expect(cover.getAttribute('src')).toBe('/covers/willows.webp')
    expect(cover.getAttribute('srcset')).toBe('/covers/willows-200w.webp 200w, /covers/willows.webp 400w')
    expect(cover.getAttribute('loading')).toBe('lazy')
  })

  it('replaces a cover that fails to load with a placeholder of the same box, named like the image', () => {
    const { container } = render(
      <CoverImage
        book={{ coverImage: 'https://gone.example/cover.jpg', title: TITLE }}
        alt={TITLE}
        className="w-28 rounded-md"
      />,
    )
    fireEvent.error(screen.getByRole('img', { name: TITLE }))

    const placeholder = screen.getByRole('img', { name: TITLE })
    expect(placeholder.tagName).not.toBe('IMG')
    expect(placeholder.textContent).toBe(TITLE)
    expect(placeholder.className).toContain('aspect-2/3')
    expect(placeholder.className).toContain('w-28 rounded-md')
    expect(container.querySelector('img')).toBeNull()
  })

  it('retries the stored file alone when the thumbnail fails, then shows the placeholder', () => {
    render(
      <CoverImage
        book={{ coverImage: 'willows.webp', title: TITLE }}
        alt={`Cover of ${TITLE}`}
        sizes="4rem"
      />,
    )
    fireEvent.error(screen.getByRole('img', { name: `Cover of ${TITLE}` }))

    const retry = screen.getByRole('img', { name: `Cover of ${TITLE}` })
    expect(retry.tagName).toBe('IMG')
    expect(retry.getAttribute('src')).toBe('/covers/willows.webp')
    expect(retry.hasAttribute('srcset')).toBe(false)

    fireEvent.error(retry)
    expect(screen.getByRole('img', { name: `Cover of ${TITLE}` }).tagName).toBe('SPAN')
    expect(screen.getByText(TITLE)).toBeTruthy()
  })

  it('keeps a decorative cover decorative: its placeholder is hidden from assistive tech', () => {
    const { container } = render(<CoverImage book={{ coverImage: 'gone.webp', title: TITLE }} alt="" />)
    const image = container.querySelector('img')
    expect(image).not.toBeNull()
    if (image) fireEvent.error(image)
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText(TITLE).closest('[aria-hidden="true"]')).not.toBeNull()
  })

  it('tries again when the same element is given another cover', () => {
    const { rerender } = render(<CoverImage book={{ coverImage: 'gone.webp', title: TITLE }} alt={TITLE} />)
    fireEvent.error(screen.getByRole('img', { name: TITLE }))
    expect(screen.getByRole('img', { name: TITLE }).tagName).toBe('SPAN')

    rerender(<CoverImage book={{ coverImage: 'dune.webp', title: 'Dune' }} alt="Dune" />)
    expect(screen.getByRole('img', { name: 'Dune' }).getAttribute('src')).toBe('/covers/dune.webp')
  })
})
