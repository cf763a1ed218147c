// True once the element has come within `margin` of the viewport (and stays true): heavy parts below the fold
// (carousels) mount only when a shopper scrolls towards them, which keeps the first render of the home page short.
import { useEffect, useState } from 'react'

export function useNearViewport<T extends Element>(margin = '600px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null)
  // Environments without IntersectionObserver (jsdom in component tests) render everything at once.
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    if (near || !node) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin} 0px` },
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, near, margin])

  return [setNode, near]
}
