// The filter bar's price range (issue 16): two dollar fields that narrow the shelf a moment after typing stops (or at
// once on Enter), replacing the history entry they refine rather than adding one per key. Each field is read by the
// contract's typed-price rule (issue 37 item 7: '12,50' is 12.50); a field it refuses, or a max below the min, is said
// next to that field, keeping what was typed, and sets no bound, while the other field's valid bound still applies.
// A price typed before the app started stays and applies when it starts (use-early-input).
import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useEarlyInput } from '@/shared/use-early-input'
import { PRICE_LABELS, readPriceRange } from '@/features/catalog/shelf-filters'
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
  /** Applies bounds typed before the app started, with the bar's other early choices (onChange when left out). */
  onEarlyChange?: (bounds: PriceBounds) => void
}

const textOf = (price: number | undefined) => (price === undefined ? '' : String(price))

const inputClass = (invalid: boolean) =>
  `w-28 rounded-full border bg-white py-2 pr-3 pl-7 text-sm text-ink shadow-sm transition-colors hover:border-brand-500 focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`

export function PriceRange({ minPrice, maxPrice, onChange, onEarlyChange = onChange }: PriceRangeProps) {
  const id = useId()
  const [texts, setTexts] = useState({ min: textOf(minPrice), max: textOf(maxPrice) })
  // The URL changed under the fields (Back, Clear filters): a field shows its bound, unless its text already asks
  // for as much ('12.' and '12' are one bound; a refused text, no bound, stays as typed while the URL has none).
  const [shown, setShown] = useState({ minPrice, maxPrice })
  if (shown.minPrice !== minPrice || shown.maxPrice !== maxPrice) {
    setShown({ minPrice, maxPrice })
    setTexts((typed) => {
      const asked = readPriceRange(typed)
      return {
        min: asked.minPrice === minPrice ? typed.min : textOf(minPrice),
        max: asked.maxPrice === maxPrice ? typed.max : textOf(maxPrice),
      }
    })
  }

  const type = (bound: 'min' | 'max', text: string) => setTexts((typed) => ({ ...typed, [bound]: text }))
  // Bounds already sent, until the URL says them: not sent again in the meantime (the URL they would be written over
  // may not yet have what was sent with them).
  const sent = useRef<PriceBounds | null>(null)
  useEffect(() => {
    sent.current = null
  }, [minPrice, maxPrice])
  // Typed before the start: applied at once, with the bar's other early choices.
  const typeEarly = (bound: 'min' | 'max', text: string) => {
    const next = { ...texts, [bound]: text }
    setTexts(next)
    const { errors: _errors, ...early } = readPriceRange(next)
    sent.current = early
    onEarlyChange(early)
  }
  const early = {
    min: useEarlyInput<HTMLInputElement>('min-price', (input) => typeEarly('min', input.value)),
    max: useEarlyInput<HTMLInputElement>('max-price', (input) => typeEarly('max', input.value)),
  }

  const { errors, ...bounds } = readPriceRange(texts)
  const pending = bounds.minPrice !== minPrice || bounds.maxPrice !== maxPrice

  const applyNow = () => {
    const last = sent.current
    const already = last !== null && last.minPrice === bounds.minPrice && last.maxPrice === bounds.maxPrice
    if (pending && !already) onChange(bounds)
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
          {...early[bound]}
          id={inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={texts[bound]}
          aria-invalid={error !== null}
          aria-describedby={error === null ? undefined : `${inputId}-error`}
          onChange={(event) => type(bound, event.target.value)}
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
      {field('min', PRICE_LABELS.min)}
      {field('max', PRICE_LABELS.max)}
    </fieldset>
  )
}
