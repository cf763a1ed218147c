// True once the element has come within `margin` of the viewport (and stays true): the home page's lower sections
// ask for their data, and carousels mount, only when a shopper scrolls towards them, which keeps the first render
// of the page short. 300px ahead is about a third of a phone screen: the API answers long before it is scrolled.
// useNearSection: the same for a section with an id, the carousels' way.
//
// The ref is a callback that watches its element itself (React calls the cleanup it returns when the element goes):
// nothing is set while React commits. It kept the element in state before, so the app's first commit set state in
// every section and React rendered them all again at once, synchronously, in the same task (issue 38 item 3).
import { useCallback, useState, type RefCallback } from 'react'

export function useNearViewport<T extends Element>(margin = '300px'): [RefCallback<T>, boolean] {
  // Environments without IntersectionObserver (jsdom in component tests) render everything at once; the server's
  // render (no window) starts far, as the browser does, so the page it sends is the one the browser hydrates.
  const [near, setNear] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  )

  const ref = useCallback(
    (node: T | null) => {
      if (near || !node) return
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true)
        },
        { rootMargin: `${margin} 0px` },
      )
      observer.observe(node)
      return () => observer.disconnect()
    },
    [near, margin],
  )

  return [ref, near]
}

/** A page section that asks for its data once near: its id (an anchor), the ref for its element, and whether it is near. */
export interface NearSection {
  id: string
  ref: RefCallback<HTMLElement>
  near: boolean
}

export function useNearSection(id: string): NearSection {
  const [ref, near] = useNearViewport<HTMLElement>()
  return { id, ref, near }
}
