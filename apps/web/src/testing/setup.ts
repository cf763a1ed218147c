// Web test setup: after each test, unmount rendered trees, restore stubbed globals (fake-fetch's fetch, matchMedia)
// and empty the cart and localStorage; stand in for scrolling, which jsdom lacks.
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'
import { clearCart } from '@/shared/cart-store'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  // The cart store keeps its items in memory as well as under localStorage 'cart'.
  clearCart()
  localStorage.clear()
})

// jsdom implements neither; the scroll manager calls both on every route change.
window.scrollTo = () => {}
Element.prototype.scrollIntoView = () => {}
