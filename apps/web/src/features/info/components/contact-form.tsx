// The contact form (spec §5 "Contact form"): the contract's rule decides, its message shows by the field it names,
// and a valid form is cleared with the thank-you line. Nothing is sent to a server.
import {
  CONTACT_EMAIL_EXAMPLE,
  CONTACT_MESSAGES,
  contactFormError,
  type ContactField,
  type ContactForm as ContactFormValues,
} from '@bookstore/contract/contact-form'
import { useId, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/shared/components/button'
import { ContactInput } from './contact-input'

const EMPTY: ContactFormValues = { name: '', phone: '', email: '', message: '' }

export function ContactForm() {
  const [values, setValues] = useState(EMPTY)
  const [error, setError] = useState<{ field: ContactField; message: string } | null>(null)
  const [sent, setSent] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  const id = useId()

  /** What every field of the form takes alike: its id and name, its value, its change and its message. */
  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    name: field,
    value: values[field],
    onChange: (value: string) => setValues((old) => ({ ...old, [field]: value })),
    error: error?.field === field ? error.message : null,
  })

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const problem = contactFormError(values)
    setError(problem)
    setSent(problem === null)
    if (problem) {
      formRef.current?.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus()
      return
    }
    setValues(EMPTY)
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <ContactInput {...fieldProps('name')} label="Name" autoComplete="name" />
        <ContactInput
          {...fieldProps('phone')}
          label="Phone Number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
        />
      </div>
      <ContactInput
        {...fieldProps('email')}
        label="Email"
        type="email"
        autoComplete="email"
        placeholder={CONTACT_EMAIL_EXAMPLE}
      />
      <ContactInput {...fieldProps('message')} label="Message" multiline />
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <Button type="submit" className="px-7 py-3">
          Send Message
        </Button>
        <p role="status" className="text-sm font-medium text-emerald-800">
          {sent ? CONTACT_MESSAGES.success : ''}
        </p>
      </div>
    </form>
  )
}
