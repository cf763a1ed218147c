// The filter bar's price range (issue 16): two dollar fields that narrow the shelf a moment after typing stops (or at
// once on Enter), replacing the history entry they refine rather than adding one per key. A price the API would
// refuse, or a range upside down, is said next to the field and not applied.
import { BOOK_PRICE_FILTER_MAX } from '@bookstore/contract/schemas/book'
import { useEffect, useEffectEvent, useId, useState, type KeyboardEvent } from 'react'
import { parsePrice } from '@/features/catalog/shelf-filters'
import { ShelfField } from './shelf-field'

/** How long typing must pause before a price applies. */
export const PRICE_DEBOUNCE_MS = 500

export interface PriceBounds {
  minPrice?: number
  maxPrice?: number
}

interface PriceRangeProps extends PriceBounds {
  /** Applies typed bounds (undefined: no bound). */
  onChange: (bounds: PriceBounds) => void
}

const textOf = (price: number | undefined) => (price === undefined ? '' : String(price))

/** The bound a field's text asks for: undefined when empty; null when the API would refuse it. */
const boundOf = (text: string): number | undefined | null =>
  text.trim() === '' ? undefined : (parsePrice(text) ?? null)

const NOT_A_PRICE = `Enter an amount from 0 to ${BOOK_PRICE_FILTER_MAX}, with at most 2 decimals.`

const inputClass = (invalid: boolean) =>
  `w-28 rounded-full border bg-white py-2 pr-3 pl-7 text-sm text-ink shadow-sm transition-colors hover:border-brand-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`

export function PriceRange({ minPrice, maxPrice, onChange }: PriceRangeProps) {
  const id = useId()
  const [texts, setTexts] = useState({ min: textOf(minPrice), max: textOf(maxPrice) })
  // The URL changed under the fields (Back, Clear filters): they show its bounds, unless they already say as much
  // ('12.' and '12' are one bound).
  const [shown, setShown] = useState({ minPrice, maxPrice })
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice })
    setTexts((typed) => ({
      min: boundOf(typed.min) === minPrice ? typed.min : textOf(minPrice),
      max: boundOf(typed.max) === maxPrice ? typed.max : textOf(maxPrice),
    }))
  }

  const min = boundOf(texts.min)
  const max = boundOf(texts.max)
  const upsideDown = typeof min === 'number' && typeof max === 'number' && min > max
  const errors = {
    min: min === null ? NOT_A_PRICE : null,
    max: max === null ? NOT_A_PRICE : upsideDown ? 'The max price must not be below the min price.' : null,
  }
  const pending = min !== null && max !== null && !upsideDown && (min !== minPrice || max !== maxPrice)

  const applyNow = () => {
    if (pending) onChange({ minPrice: min, maxPrice: max })
  }
  const apply = useEffectEvent(applyNow)
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(apply, PRICE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [pending, texts])

  const field = (bound: 'min' | 'max', label: string) => {
    const inputId = `${id}${bound}`
    const error = errors[bound]
    return (
      <ShelfField id={inputId} label={label} error={error}>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-stone-500"
        >
          $
        </span>
        <input
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={texts[bound]}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${inputId}-error`}
          onChange={(event) => setTexts((typed) => ({ ...typed, [bound]: event.target.value }))}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Enter') applyNow()
          }}
          className={inputClass(error !== null)}
        />
      </ShelfField>
    )
  }

  return (
    <fieldset className="flex flex-wrap items-start gap-3">
      <legend className="sr-only">Price range in dollars</legend>
      {field('min', 'Min price')}
      {field('max', 'Max price')}
    </fieldset>
  )
}
