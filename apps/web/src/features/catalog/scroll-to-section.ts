// In-page buttons that lead further down a page ('Have a look around!', 'View Related Books'): the section glides
// into view (in one jump when the shopper asked for reduced motion) and takes keyboard focus, so Tab goes on from it.

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

/** Scrolls to the element with this id (a section with tabIndex -1) and moves focus there. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id)
  if (!target) return
  target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
  target.focus({ preventScroll: true })
}
