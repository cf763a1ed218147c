// Every route change scrolls to the top, or to the hash anchor's element when there is one (spec §1); a change of a
// shelf's filters (history state keepScroll, use-shelf-filters.ts) leaves the page where the shopper is.
import { useEffect } from 'react'
import { useLocation } from 'react-router'

// Content above the anchor (a book, a list, images) may still be loading and push it down: keep the anchor in view
// while the page settles (until its size has not changed for SETTLE_MS, at most MAX_SETTLE_MS) and only until the
// shopper scrolls on their own.
const SETTLE_MS = 2000
const MAX_SETTLE_MS = 10_000
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

const anchorId = (hash: string): string => {
  try {
    return decodeURIComponent(hash.slice(1))
  } catch {
    return hash.slice(1)
  }
}

export function ScrollManager() {
  const { pathname, hash, key, state } = useLocation()
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true

  useEffect(() => {
    if (keepScroll) return
    if (!hash) {
      window.scrollTo(0, 0)
      return
    }
    const id = anchorId(hash)
    const scrollToAnchor = () => document.getElementById(id)?.scrollIntoView({ block: 'start' })
    scrollToAnchor()

    // jsdom (the component tests) has no ResizeObserver; browsers all do.
    if (typeof ResizeObserver === 'undefined') return
    let settled: ReturnType<typeof setTimeout> | undefined
    const observer = new ResizeObserver(() => {
      scrollToAnchor()
      clearTimeout(settled)
      settled = setTimeout(stop, SETTLE_MS)
    })
    observer.observe(document.body)
    const stop = () => {
      observer.disconnect()
      clearTimeout(settled)
      clearTimeout(timer)
      USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, stop))
    }
    settled = setTimeout(stop, SETTLE_MS)
    const timer = setTimeout(stop, MAX_SETTLE_MS)
    USER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, stop, { passive: true }))
    return stop
  }, [pathname, hash, key, keepScroll])

  return null
}
