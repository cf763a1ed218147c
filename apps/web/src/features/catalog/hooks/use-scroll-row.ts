// A horizontal, scroll-snapped row moved one slide at a time (the home carousels): where the row stands (at the
// start, at the end, or everything fits) for the previous/next buttons, and the moves themselves.
import { useCallback, useRef, useState, type RefCallback } from 'react'

export interface ScrollRow {
  /** Give it to the scroll container. */
  ref: RefCallback<HTMLElement>
  atStart: boolean
  atEnd: boolean
  /** Every slide is in view: no buttons are needed. */
  fits: boolean
  previous: () => void
  next: () => void
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** One slide and the gap after it: what a button moves. */
const stepOf = (row: HTMLElement): number => {
  const slide = row.firstElementChild
  const gap = Number.parseFloat(getComputedStyle(row).columnGap) || 0
  return slide instanceof HTMLElement ? slide.offsetWidth + gap : row.clientWidth
}

export function useScrollRow(): ScrollRow {
  const rowRef = useRef<HTMLElement | null>(null)
  const [edges, setEdges] = useState({ atStart: true, atEnd: true, fits: true })

  // A ref callback that watches the row itself (React calls its cleanup when the row goes), issue 38 item 3: the row
  // was kept in state, which set state in every carousel as React committed it and rendered them all again at once.
  const ref = useCallback((row: HTMLElement | null) => {
    rowRef.current = row
    if (!row) return
    let frame = 0
    const measure = () => {
      frame = 0
      const max = row.scrollWidth - row.clientWidth
      const next = { atStart: row.scrollLeft <= 1, atEnd: row.scrollLeft >= max - 1, fits: max <= 1 }
      setEdges((now) =>
        now.atStart === next.atStart && now.atEnd === next.atEnd && now.fits === next.fits ? now : next,
      )
    }
    const measureNow = () => {
      cancelAnimationFrame(frame)
      measure()
    }
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(measure)
    }
    row.addEventListener('scroll', schedule, { passive: true })
    // The first measure comes from the observer, which calls back once the browser has laid the row out: read then,
    // its sizes cost nothing. Read at once, they made the browser lay out the whole page while the app started, once
    // per carousel (issue 38 item 3). A resize is measured the same way.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measureNow)
    if (resize) resize.observe(row)
    else measure()
    return () => {
      rowRef.current = null
      cancelAnimationFrame(frame)
      row.removeEventListener('scroll', schedule)
      resize?.disconnect()
    }
  }, [])

  const move = useCallback((direction: 1 | -1) => {
    const row = rowRef.current
    row?.scrollBy({ left: direction * stepOf(row), behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  }, [])
  const previous = useCallback(() => move(-1), [move])
  const next = useCallback(() => move(1), [move])

  return { ref, ...edges, previous, next }
}
