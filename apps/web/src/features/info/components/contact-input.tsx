// One field of the contact form (a controlled input or, for the message, a textarea) in the shared field frame.
import type { HTMLAttributes } from 'react'
import { Field } from '@/shared/components/field'

interface ContactInputProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error: string | null
  type?: 'text' | 'tel' | 'email'
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode']
  autoComplete?: string
  placeholder?: string
  multiline?: boolean
}

export function ContactInput({
  id,
  name,
  label,
  value,
  onChange,
  error,
  type = 'text',
  multiline = false,
  ...rest
}: ContactInputProps) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) =>
        multiline ? (
          <textarea
            {...control}
            name={name}
            value={value}
            rows={6}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <input
            {...control}
            {...rest}
            name={name}
            value={value}
            type={type}
            onChange={(e) => onChange(e.target.value)}
          />
        )
      }
    </Field>
  )
}
