// The hero banner moves on every interval, only while not paused, hovered or focused; its buttons pick images;
// only the current, the next and the fading previous image are in the page.
import { HERO_ROTATION_MS } from '@bookstore/contract/constants'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { HeroBanner } from './hero-banner'

const IMAGES = Array.from({ length: 10 }, (_, i) => `hero-${i + 1}.webp`)

/** The banner file an <img> shows (its src, the full-size file, without the /covers/ prefix). */
const fileOf = (img: Element | null | undefined) => img?.getAttribute('src')?.replace('/covers/', '')
const shownSlide = () => screen.getByRole('group').getAttribute('aria-label')
const shownImage = () => fileOf(screen.getByRole('group').querySelector('img'))
const imagesInPage = () => [...document.querySelectorAll('img')].map(fileOf).sort()
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('HeroBanner', () => {
  it('changes the image every interval and loads only the current and the next one ahead', () => {
    render(<HeroBanner images={IMAGES} />)
    expect(shownSlide()).toBe('1 of 10')
    expect(shownImage()).toBe(IMAGES[0])
    expect(imagesInPage()).toEqual([IMAGES[0], IMAGES[1]])

    wait(HERO_ROTATION_MS - 1)
    expect(shownSlide()).toBe('1 of 10')
    wait(1)
    expect(shownSlide()).toBe('2 of 10')
    expect(shownImage()).toBe(IMAGES[1])
    // The previous one stays while it fades out.
    expect(imagesInPage()).toEqual([IMAGES[0], IMAGES[1], IMAGES[2]])
    expect(screen.getByRole('button', { name: 'Banner 2 of 10' }).getAttribute('aria-current')).toBe('true')
  })

  it('wraps around after the last image', () => {
    render(<HeroBanner images={IMAGES} />)
    for (let step = 1; step < IMAGES.length; step++) wait(HERO_ROTATION_MS)
    expect(shownSlide()).toBe('10 of 10')
    wait(HERO_ROTATION_MS)
    expect(shownSlide()).toBe('1 of 10')
  })

  it('stops while paused and goes on when started again', () => {
    render(<HeroBanner images={IMAGES} />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause the banner rotation' }))
    wait(HERO_ROTATION_MS * 3)
    expect(shownSlide()).toBe('1 of 10')

    fireEvent.click(screen.getByRole('button', { name: 'Start the banner rotation' }))
    wait(HERO_ROTATION_MS)
    expect(shownSlide()).toBe('2 of 10')
  })

  it('holds while keyboard focus is in it', () => {
    render(<HeroBanner images={IMAGES} />)
    const next = screen.getByRole('button', { name: 'Next banner' })
    fireEvent.focus(next)
    wait(HERO_ROTATION_MS * 2)
    expect(shownSlide()).toBe('1 of 10')
    fireEvent.blur(next, { relatedTarget: document.body })
    wait(HERO_ROTATION_MS)
    expect(shownSlide()).toBe('2 of 10')
  })

  it('holds while the pointer is on it', () => {
    render(<HeroBanner images={IMAGES} />)
    const banner = screen.getByRole('region', { name: 'Banners' })
    fireEvent.mouseEnter(banner)
    wait(HERO_ROTATION_MS * 2)
    expect(shownSlide()).toBe('1 of 10')
    fireEvent.mouseLeave(banner)
    wait(HERO_ROTATION_MS)
    expect(shownSlide()).toBe('2 of 10')
  })

  it('shows the previous, the next and a chosen image from its buttons', () => {
    render(<HeroBanner images={IMAGES} />)
    fireEvent.click(screen.getByRole('button', { name: 'Previous banner' }))
    expect(shownSlide()).toBe('10 of 10')
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    fireEvent.click(screen.getByRole('button', { name: 'Next banner' }))
    expect(shownSlide()).toBe('2 of 10')
    fireEvent.click(screen.getByRole('button', { name: 'Banner 7 of 10' }))
    expect(shownSlide()).toBe('7 of 10')
    expect(shownImage()).toBe(IMAGES[6])
    expect(screen.getByRole('button', { name: 'Banner 7 of 10' }).getAttribute('aria-current')).toBe('true')
    expect(screen.getByRole('button', { name: 'Banner 2 of 10' }).getAttribute('aria-current')).toBeNull()
  })

  it('offers phones the 800 px file and wide screens the full one, the current image first in line', () => {
    render(<HeroBanner images={IMAGES} />)
    const [current, next] = [...document.querySelectorAll('img')]
    expect(current?.getAttribute('srcset')).toBe('/covers/hero-1-800w.webp 800w, /covers/hero-1.webp 1600w')
    expect(current?.getAttribute('sizes')).toBe('(min-width: 80rem) 76rem, 100vw')
    expect(current?.getAttribute('fetchpriority')).toBe('high')
    expect(next?.getAttribute('fetchpriority')).toBe('low')
  })
})
