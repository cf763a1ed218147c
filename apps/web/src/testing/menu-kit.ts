// What the header menus' tests share: a menu closes on Escape, giving focus back to its button, and on a click
// outside.
import { fireEvent } from '@testing-library/react'
import { expect } from 'vitest'

/** Opens the menu on `button` and closes it with Escape (focus back on the button), then again with a click outside. */
export function expectClosesOnEscapeAndClickOutside(button: HTMLElement) {
  fireEvent.click(button)
  fireEvent.keyDown(document, { key: 'Escape' })
  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(document.activeElement).toBe(button)

  fireEvent.click(button)
  fireEvent.pointerDown(document.body)
  expect(button.getAttribute('aria-expanded')).toBe('false')
}
