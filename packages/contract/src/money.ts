// Money: stored as integer cents, sent as numbers of dollars, shown with '$' and 2 decimals (ARCHITECTURE §4).

/** Dollars (at most 2 decimals) -> integer cents, without floating-point drift (19.99 -> 1999). */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

/** Integer cents -> dollars as a number (1999 -> 19.99). */
export const fromCents = (cents: number): number => cents / 100

/** '$' and 2 decimals: 19.9 -> '$19.90'. */
export const formatPrice = (dollars: number): string => `$${dollars.toFixed(2)}`

/** True when a number has at most 2 decimals (a valid price). */
export const hasAtMostTwoDecimals = (value: number): boolean =>
  Number.isFinite(value) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
