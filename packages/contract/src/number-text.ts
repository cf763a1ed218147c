// Numbers a client may send as text (issue 25): the public MERN tutorial's Add Book form posts its prices as "20"
// and "15". A field built here takes a JSON number, or a string that writes one plainly ('20', '8.99', ' 12 '); any
// other string ('', '1e3', '0x10', '12,50', 'abc') is refused with the field's own message, never guessed at.

import { z } from 'zod/mini'

/** Digits with decimals after a point, an optional minus (the field's bound then says 'must be 0 or more'). */
export const DECIMAL_TEXT = /^\s*-?\d+(?:\.\d+)?\s*$/
/** Digits only, an optional minus. */
export const WHOLE_TEXT = /^\s*-?\d+\s*$/
/** Longer text writes no number a field's bound accepts. */
export const NUMBER_TEXT_MAX = 40

/** The refusal of a value that is neither a number nor text `pattern` accepts: a message, or one from the input. */
type Refusal = string | ((input: unknown) => string)

/**
 * A JSON number, or a string matching `pattern` read as the number it writes; `refusal` names the rule when the
 * value is neither. Pipe the result into the field's bounds, which then apply to both forms alike.
 */
export const numberOrText = (pattern: RegExp, refusal: Refusal) =>
  z.union(
    [
      z.number(),
      z.pipe(z.string().check(z.maxLength(NUMBER_TEXT_MAX), z.regex(pattern)), z.transform(Number)),
    ],
    { error: (issue) => (typeof refusal === 'string' ? refusal : refusal(issue.input)) },
  )
