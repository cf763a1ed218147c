// One labelled select registered with react-hook-form, in the shared field frame with its message below it (the
// checkout's country and state, issue 39). The first option is the empty choice, which the form's rule refuses.
import type { UseFormRegisterReturn } from 'react-hook-form'
import { Field } from './field'

interface SelectFieldProps {
  label: string
  registration: UseFormRegisterReturn
  error: string | undefined
  /** The empty choice's text: 'Choose a country'. */
  placeholder: string
  options: readonly { value: string; label: string }[]
  autoComplete?: string
}

export function SelectField({
  label,
  registration,
  error,
  placeholder,
  options,
  autoComplete,
}: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...registration} {...control} autoComplete={autoComplete}>
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
}
