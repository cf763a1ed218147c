// A dashboard list's filter control in its frame (issue 15: the manage table's filters; issue 17: the orders,
// customers and quotes filters): the label above the control, and the rounded look every filter shares. SelectFilter
// is the one for a choice among fixed values, 'All' first.
import { useId, type ReactNode } from 'react'

/** The look of every filter's control; a caller adds its width. */
export const FILTER_CONTROL =
  'rounded-full border border-stone-300 bg-white px-4 py-2 text-sm shadow-sm focus:border-brand-500'

interface ListFilterProps {
  label: string
  /** The control, given the id its label names. */
  children: (id: string) => ReactNode
}

export function ListFilter({ label, children }: ListFilterProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {label}
      </label>
      {children(id)}
    </div>
  )
}

interface SelectFilterProps<V extends string> {
  label: string
  /** The values offered after 'All', and what each is called. */
  values: readonly V[]
  names: Record<V, string>
  /** The value chosen now; undefined for All. */
  value: V | undefined
  onChange: (value: V | undefined) => void
  /** The control's width, beside FILTER_CONTROL. */
  className?: string
}

export function SelectFilter<V extends string>({
  label,
  values,
  names,
  value,
  onChange,
  className,
}: SelectFilterProps<V>) {
  return (
    <ListFilter label={label}>
      {(id) => (
        <select
          id={id}
          value={value ?? ''}
          onChange={(event) => onChange(values.find((known) => known === event.target.value))}
          className={className === undefined ? FILTER_CONTROL : `${className} ${FILTER_CONTROL}`}
        >
          <option value="">All</option>
          {values.map((known) => (
            <option key={known} value={known}>
              {names[known]}
            </option>
          ))}
        </select>
      )}
    </ListFilter>
  )
}
