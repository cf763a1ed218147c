// Add a quote (issue 17): content, person or organization and an optional book, checked with the contract's
// QuoteInput (what the API checks) with the messages beside the fields; 'Adding..' while saving, then 'Quote added'
// and an empty form, or the failure with everything typed kept and the server's words for a refusal beside the
// field they name (issue 22 item 9).
import { QuoteInput } from '@bookstore/contract/schemas/quote-input'
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod/mini'
import { ApiError } from '@/shared/api/api-error'
import { serverFieldSentences, showServerFieldErrors } from '@/shared/api/server-field-errors'
import { Button } from '@/shared/components/button'
import { Field } from '@/shared/components/field'
import { useCreateQuote } from '@/features/admin-quotes/api/create-quote'
import { showQuoteAdded, showQuoteAddFailed } from '@/features/admin-quotes/quote-dialogs'
import { BookPicker, type ChosenBook } from './book-picker'

type QuoteFormValues = z.input<typeof QuoteInput>

const EMPTY: QuoteFormValues = { content: '', personOrOrganization: '', bookId: null }

const SERVER_FIELDS = {
  content: 'content',
  personOrOrganization: 'personOrOrganization',
  bookId: 'bookId',
} as const
const LABELS = { content: 'Content', personOrOrganization: 'Person or organization', bookId: 'Book' }

interface AddQuoteFormProps {
  /** A quote was added: the list goes where it shows (issue 27 item 5). */
  onAdded?: () => void
}

export function AddQuoteForm({ onAdded }: AddQuoteFormProps = {}) {
  const createQuote = useCreateQuote()
  const form = useForm<QuoteFormValues, unknown, QuoteInput>({
    resolver: zodResolver(QuoteInput),
    defaultValues: EMPTY,
  })
  const [book, setBook] = useState<ChosenBook | null>(null)
  const { errors } = form.formState

  const choose = (chosen: ChosenBook | null) => {
    setBook(chosen)
    form.setValue('bookId', chosen?._id ?? null, { shouldValidate: form.formState.isSubmitted })
  }

  /** Puts a refusal's words beside the fields it names; answers them for the dialog (undefined for a 5xx). */
  const reportRefusal = (error: unknown): string | undefined => {
    if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500) return undefined
    // The one conflict of create-quote: its book does not exist (any more).
    if (error.code === 'conflict') {
      form.setError('bookId', { type: 'server', message: error.message })
      return error.message
    }
    showServerFieldErrors(error, form.setError, SERVER_FIELDS)
    return serverFieldSentences(error, LABELS) ?? error.message
  }

  const submit = form.handleSubmit(async (quote) => {
    try {
      await createQuote.mutateAsync(quote)
    } catch (error) {
      console.error('Failed to add the quote', error)
      void showQuoteAddFailed(reportRefusal(error))
      return
    }
    void showQuoteAdded()
    form.reset(EMPTY)
    setBook(null)
    onAdded?.()
  })

  const saving = form.formState.isSubmitting
  return (
    <form noValidate onSubmit={submit} aria-labelledby="add-quote-title" className="mt-4 max-w-3xl space-y-4">
      <h3 id="add-quote-title" className="font-display text-lg font-semibold text-brand-800">
        Add a quote
      </h3>
      <Field label="Content" error={errors.content?.message}>
        {(control) => <textarea {...form.register('content')} {...control} rows={3} maxLength={2000} />}
      </Field>
      <Field label="Person or organization" error={errors.personOrOrganization?.message}>
        {(control) => (
          <input {...form.register('personOrOrganization')} {...control} type="text" maxLength={200} />
        )}
      </Field>
      <BookPicker value={book} onChange={choose} error={errors.bookId?.message} />
      <Button type="submit" disabled={saving} className="w-full py-3 sm:w-auto sm:px-10">
        {saving ? 'Adding..' : 'Add Quote'}
      </Button>
    </form>
  )
}
