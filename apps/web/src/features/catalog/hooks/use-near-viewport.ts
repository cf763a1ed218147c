// True once the element has come within `margin` of the viewport (and stays true): the home page's lower sections
// ask for their data, and carousels mount, only when a shopper scrolls towards them, which keeps the first render
// of the page short. 300px ahead is about a third of a phone screen: the API answers long before it is scrolled.
// useNearSection: the same for a section with an id, the carousels' way.
import { useEffect, useState } from 'react'

export function useNearViewport<T extends Element>(margin = '300px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null)
  // Environments without IntersectionObserver (jsdom in component tests) render everything at once; the server's
  // render (no window) starts far, as the browser does, so the page it sends is the one the browser hydrates.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  )

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

/** A page section that asks for its data once near: its id (an anchor), the ref for its element, and whether it is near. */
export interface NearSection {
  id: string
  ref: (node: HTMLElement | null) => void
  near: boolean
}

export function useNearSection(id: string): NearSection {
  const [ref, near] = useNearViewport<HTMLElement>()
  return { id, ref, near }
}
