// A control in a row of the tax rates table (issue 39 item 1): the column head is its visible label, so the control
// names itself with its row ('Books rate for US NY'); its message sits below it (aria-invalid, aria-describedby).
import { useId, type ReactNode } from 'react'
import { fieldMessage } from '@/shared/components/field'

export interface CellControlProps {
  id: string
  'aria-label': string
  'aria-invalid': boolean
  'aria-describedby': string | undefined
  className: string
}

interface CellFieldProps {
  /** The control's name with its row: 'Books rate for US NY'. */
  label: string
  /** What the message reads after: 'Books rate must not be negative'. */
  column: string
  error: string | undefined
  children: (control: CellControlProps) => ReactNode
}

const controlClass = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-2.5 py-1.5 text-ink shadow-sm focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-200 ${
    invalid ? 'border-red-600' : 'border-stone-300'
  }`

export function CellField({ label, column, error, children }: CellFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const invalid = error !== undefined
  return (
    <>
      {children({
        id,
        'aria-label': label,
        'aria-invalid': invalid,
        'aria-describedby': invalid ? errorId : undefined,
        className: controlClass(invalid),
      })}
      {invalid ? (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {fieldMessage(column, error)}
        </p>
      ) : null}
    </>
  )
}
