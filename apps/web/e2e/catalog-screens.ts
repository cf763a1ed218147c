// Where a spec finds things on the catalogue's screens: a grid card by its book, and the stock bar's colour and width.

import type { Page } from 'playwright-core'

/** The grid's card of a book, found by its cover's name (the full title). */
export const cardOf = (page: Page, title: string) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('img', { name: title, exact: true }) })

/** The stock bar's colour as RGB, read back through a canvas so any CSS colour syntax compares. */
export const barReading = (page: Page) =>
  page.getByRole('meter', { name: 'Stock level' }).evaluate((meter) => {
    const fill = meter.firstElementChild as HTMLElement
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
    context.fillStyle = getComputedStyle(fill).backgroundColor
    context.fillRect(0, 0, 1, 1)
    const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data
    return { r, g, b, width: fill.style.width }
  })
