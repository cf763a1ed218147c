// A section of a server-rendered page that the app takes over only when it nears the viewport (issue 38 item 3):
// the server renders its content as usual; while the browser's app hydrates the page, the section's element keeps
// the server's HTML as it is (an empty dangerouslySetInnerHTML, which React neither compares nor writes while
// hydrating) and its content is not rendered, so start-up does not pay for what is below the fold. Once the element
// comes within half a screen of the viewport its content renders (a transition, in slices) and replaces the
// server's HTML with the same markup, now the app's. A section rendered after start (a later page, a page the
// browser renders) renders at once. Its links stay plain links until then; a control in it gets the shopper's early
// input when it mounts (shared/early-input).
//
// Why not a Suspense boundary that suspends until visible: a dehydrated boundary that receives an update (a
// context change such as the URL's filters, new props) before it hydrates is rendered on the client from its
// fallback, or holds a transition back until it resolves; an element that keeps its server HTML has neither.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react'

let hydrating = false

/** Said by app/start.tsx: true from the start of hydration until its first render is on the page. */
export function setHydrating(value: boolean): void {
  hydrating = value
}

/** The same object every render: React writes innerHTML only when this prop changes. */
const KEEP_SERVER_HTML = { __html: '' }

/** How far ahead of the viewport a section starts rendering. */
const NEAR_VIEWPORT = '50% 0px'

let observer: IntersectionObserver | undefined
const waiting = new Map<Element, () => void>()

/** Calls `show` once `element` nears the viewport; the returned function stops waiting. */
function whenNear(element: Element, show: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    show()
    return () => {}
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        const showIt = waiting.get(entry.target)
        waiting.delete(entry.target)
        observer?.unobserve(entry.target)
        showIt?.()
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  )
  waiting.set(element, show)
  observer.observe(element)
  return () => {
    waiting.delete(element)
    observer?.unobserve(element)
  }
}

export interface HydrateWhenVisibleProps {
  /** The element that holds the section (it needs a box: the viewport is watched through it). */
  as?: 'div' | 'li' | 'footer' | 'section'
  className?: string
  children: ReactNode
}

export function HydrateWhenVisible({ as: Tag = 'div', className, children }: HydrateWhenVisibleProps) {
  const [shown, setShown] = useState(() => !hydrating)
  // A ref, not state: the element is known once mounted, without a render more.
  const ref = useRef<HTMLDivElement & HTMLLIElement & HTMLElement>(null)

  useEffect(() => {
    const element = ref.current
    if (shown || !element) return
    return whenNear(element, () => startTransition(() => setShown(true)))
  }, [shown])

  return shown ? (
    <Tag ref={ref} className={className}>
      {children}
    </Tag>
  ) : (
    <Tag
      ref={ref}
      className={className}
      dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      suppressHydrationWarning
    />
  )
}
