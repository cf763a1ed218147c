// Stock display rules of spec §9: the bar's width is stock / 150, red below 20; in stock when > 0.

import { STOCK_BAR_FULL, STOCK_LOW_BELOW } from './constants'

/** Bar width in percent, capped at 100. */
export const stockBarPercent = (stock: number): number =>
  Math.max(0, Math.min(100, (stock / STOCK_BAR_FULL) * 100))

export const isLowStock = (stock: number): boolean => stock < STOCK_LOW_BELOW

export const isInStock = (stock: number): boolean => stock > 0
