// One of the shelf filters' fields (the filter bar's selects, the price range's bounds): its label over its control,
// which sits in a box its icon or sign is placed in, and its error, when it has one, under it as `${id}-error`.
import type { ReactNode } from 'react'

interface ShelfFieldProps {
  /** The control's id, which the label names. */
  id: string
  label: string
  error?: string | null
  children: ReactNode
}

export function ShelfField({ id, label, error = null, children }: ShelfFieldProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-stone-700">
        {label}
      </label>
      <div className="relative">{children}</div>
      {error === null ? null : (
        <p id={`${id}-error`} className="max-w-56 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
