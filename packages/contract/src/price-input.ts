// A price as people type it (issue 22 item 7): '12.50' and '12,50' are both 12.50; anything the rule cannot read
// one way only ('12.5.0', '1,2,3', '1,250', '12a') is refused with a reason, never read with a separator dropped.

/**
 * The reasons a typed price is refused. They are fragments that read after the field's name ('New Price must …'),
 * like the schemas' bound messages.
 */
export const PRICE_INPUT_MESSAGES = {
  notAPrice: 'must be a price in dollars, like 12.50 or 12,50',
  oneSeparator: 'must have one decimal separator at most, like 12.50 or 12,50 (no thousands separators)',
  tooManyDecimals: 'must have at most 2 decimals (no thousands separators)',
} as const

export type PriceInputResult =
  | { ok: true; /** Dollars, exactly as typed (12.5 for '12,50'). */ dollars: number; cents: number }
  | { ok: false; message: string }

// An optional minus (the schema's bound then says 'must be 0 or more'), an optional '$', digits, and at most one
// '.' or ',' before the cents.
const PRICE_TEXT = /^(-?)\$?(\d*)(?:([.,])(\d*))?$/

/**
 * Reads a typed price ('' → a failure the form turns into its "required" message). A comma is a decimal comma
 * exactly as a point is; a second separator or a third decimal is refused, since '1,250' or '1.250' may mean 1250
 * (thousands) or 1.25 (decimals) depending on who typed it.
 */
export function parsePriceInput(typed: string): PriceInputResult {
  const text = typed.trim()
  const match = PRICE_TEXT.exec(text)
  if (!match) {
    const separators = text.match(/[.,]/g)?.length ?? 0
    return {
      ok: false,
      message:
        separators > 1 && /^-?\$?[\d.,]+$/.test(text)
          ? PRICE_INPUT_MESSAGES.oneSeparator
          : PRICE_INPUT_MESSAGES.notAPrice,
    }
  }
  const [, minus = '', whole = '', separator, decimals = ''] = match
  // Digits are needed on at least one side of the separator ('.5' is 0.50, '12.' is 12.00, '.' is nothing).
  if (whole === '' && decimals === '') return { ok: false, message: PRICE_INPUT_MESSAGES.notAPrice }
  if (separator !== undefined && decimals.length > 2) {
    return { ok: false, message: PRICE_INPUT_MESSAGES.tooManyDecimals }
  }
  const magnitude = Number(whole || '0') * 100 + Number(decimals.padEnd(2, '0'))
  const cents = minus && magnitude > 0 ? -magnitude : magnitude
  return { ok: true, cents, dollars: cents / 100 }
}

/**
 * A price a person types into a field named `name` ('Min price', 'Max price'), read by the rule above and then held
 * to 0 … `max`: a refusal is the whole sentence shown beside the field ('Min price must be a price in dollars, like
 * 12.50 or 12,50'; 'Max price must be at most 100000'), worded like the schemas' bound messages.
 */
export function readTypedPrice(name: string, typed: string, max: number): PriceInputResult {
  const result = parsePriceInput(typed)
  if (!result.ok) return { ok: false, message: `${name} ${result.message}` }
  if (result.cents < 0) return { ok: false, message: `${name} must be 0 or more` }
  if (result.dollars > max) return { ok: false, message: `${name} must be at most ${max}` }
  return result
}
