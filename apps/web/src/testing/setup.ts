// Web test setup: unmount rendered trees after each test, and stand in for scrolling, which jsdom lacks.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => {
  cleanup()
  localStorage.clear()
})

// jsdom implements neither; the scroll manager calls both on every route change.
window.scrollTo = () => {}
Element.prototype.scrollIntoView = () => {}
