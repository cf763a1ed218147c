// jsdom has no matchMedia, which sweetalert2 (the colour scheme) and Swiper (its breakpoints) read: a narrow window
// that matches no query. The setup's vi.unstubAllGlobals takes it away after each test.
import { vi } from 'vitest'

export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}
