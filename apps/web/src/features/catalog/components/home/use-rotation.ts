// The hero banner's rotation state (spec §1, §9): which image shows, which one it replaced (for the cross-fade),
// and the timer that moves on every interval unless the shopper paused it or is hovering or focusing the banner.
import { useEffect, useState } from 'react'

interface Rotation {
  current: number
  /** The image that just made way, kept mounted while it fades out. */
  previous: number | null
}

export function useRotation(count: number, intervalMs: number) {
  const [{ current, previous }, setRotation] = useState<Rotation>({ current: 0, previous: null })
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)

  const show = (index: number) =>
    setRotation((r) => (index === r.current ? r : { current: index, previous: r.current }))
  const wrap = (index: number) => (index + count) % count

  // The timer restarts at every change, so an image chosen by hand also stays its full interval.
  const running = !paused && !held && count > 1
  useEffect(() => {
    if (!running) return
    const timer = setTimeout(
      () => setRotation((r) => ({ current: (r.current + 1) % count, previous: r.current })),
      intervalMs,
    )
    return () => clearTimeout(timer)
  }, [running, current, count, intervalMs])

  return {
    current,
    previous,
    next: wrap(current + 1),
    paused,
    show,
    showNext: () => show(wrap(current + 1)),
    showPrevious: () => show(wrap(current - 1)),
    togglePaused: () => setPaused((p) => !p),
    setHeld,
  }
}
