// Infinite scrolling of a shelf: calls `load` while the element (a sentinel after the list's last item) is within
// about a screen below the viewport and `active` says more can be loaded now. Each time `active` comes back or
// `shown` grows (the page it asked for has arrived), the observer starts afresh and reports at once, so a tall screen
// that still shows the end keeps loading without waiting for a scroll.
import { useEffect, useEffectEvent, useState } from 'react'

// One screen ahead: the next page is asked for while the shopper still has a screen of books to read.
const AHEAD = '0px 0px 100% 0px'

export function useLoadOnApproach<T extends Element>(
  load: () => void,
  active: boolean,
  shown: number,
): (node: T | null) => void {
  const [node, setNode] = useState<T | null>(null)
  const onApproach = useEffectEvent(load)

  useEffect(() => {
    // Without IntersectionObserver (jsdom in component tests) the shelf's Load more button is the way on.
    if (!active || !node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onApproach()
      },
      { rootMargin: AHEAD },
    )
    observer.observe(node)
    return () => observer.disconnect()
    // `shown` only restarts the observer: a page that came and went between two renders leaves `active` as it was.
  }, [node, active, shown])

  return setNode
}
