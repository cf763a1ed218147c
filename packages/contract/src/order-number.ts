// An order's number as people read and type it (issue 27 item 5): '#10042' on every screen that names an order, and
// what the dashboard's search takes for one ('#10042' or '10042'). The id stays the order's name on the wire.

/** The largest order number: the database keeps them as integers (orders_number_seq). */
export const ORDER_NUMBER_MAX = 2_147_483_647

/** 10042 -> '#10042'. */
export const formatOrderNumber = (number: number): string => `#${number}`

/** An order number written as '#10042' or '10042' (digits only, spaces around ignored). */
const ORDER_NUMBER_TEXT = /^#?\s*(\d{1,10})$/

/** The order number a text names, or null: '#10042' and '10042' name 10042; '0', '#' or a name do not. */
export function parseOrderNumber(text: string): number | null {
  const digits = ORDER_NUMBER_TEXT.exec(text.trim())?.[1]
  if (digits === undefined) return null
  const number = Number(digits)
  return number >= 1 && number <= ORDER_NUMBER_MAX ? number : null
}
