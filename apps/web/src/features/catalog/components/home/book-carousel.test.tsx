// The carousels take their slides per view from the contract (spec §9): 1 below 768, 2 at 768 and 1024, 3 at 1180.
// The slide widths are Tailwind classes written out in book-carousel.tsx; this reads them back.
import { CAROUSEL_BREAKPOINTS } from '@bookstore/contract/constants'
import { describe, expect, it } from 'vitest'
import { SLIDE_WIDTHS } from './book-carousel'

/** Slides per view each width class gives: w-[calc((100%-gaps)/n)] -> n, w-full -> 1, by minimum width. */
const perViewByMinWidth = (classes: string): Record<number, number> => {
  const screens: Record<string, number> = { '': 0, md: 768, lg: 1024, carousel: 1180 }
  const result: Record<number, number> = {}
  for (const cls of classes.split(' ')) {
    const [, variant = '', width = ''] = /^(?:(md|lg|carousel):)?w-(.+)$/.exec(cls) ?? []
    const minWidth = screens[variant]
    const perView = width === 'full' ? 1 : Number(/\/(\d+)\)\]$/.exec(width)?.[1])
    if (minWidth !== undefined) result[minWidth] = perView
  }
  return result
}

describe('SLIDE_WIDTHS', () => {
  it('gives every contract breakpoint its slides per view', () => {
    const classes = perViewByMinWidth(SLIDE_WIDTHS)
    // Each contract breakpoint is met by the widest class at or below it.
    for (const [minWidth, perView] of Object.entries(CAROUSEL_BREAKPOINTS)) {
      const applying = Object.keys(classes)
        .map(Number)
        .filter((w) => w <= Number(minWidth))
        .sort((a, b) => b - a)[0]
      expect(applying === undefined ? undefined : classes[applying]).toBe(perView)
    }
  })
})
