// The fields both book forms share (spec §2, §5): title, description, category, trending, the two prices, stock
// and authors, with their messages next to them. Each price shows what it will be stored as while it is typed.
import { BOOK_FORM_CATEGORIES } from '@bookstore/contract/categories'
import { useId } from 'react'
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form'
import type { AuthorChoice } from '@/features/admin/api/get-authors'
import { storedPriceHint, type BookFormOutput, type BookFormValues } from '@/features/admin/book-form-schema'
import { AuthorsPicker } from './authors-picker'
import { FormField } from './form-field'

export type BookFormApi = UseFormReturn<BookFormValues, unknown, BookFormOutput>

/**
 * Text, not type="number" (prices and stock): a number input hands over '' or its own reading of what was typed
 * (Chrome read '12,50' as 1250), so the form could not see the separator. inputMode still brings up a keypad.
 */
const priceInput = { type: 'text', inputMode: 'decimal', autoComplete: 'off' } as const

interface BookFieldsProps {
  form: BookFormApi
  /** The book's own authors (Update Book), so the picker shows their names before any search. */
  knownAuthors?: readonly AuthorChoice[]
}

export function BookFields({ form, knownAuthors }: BookFieldsProps) {
  const trendingId = useId()
  const {
    register,
    control,
    trigger,
    getFieldState,
    formState: { errors },
  } = form
  const [oldPrice = '', newPrice = ''] = useWatch({ control, name: ['oldPrice', 'newPrice'] })
  // A price that cannot be read says so on leaving the field, not only on saving (an empty one waits for saving),
  // and its message goes as soon as it is fixed.
  const price = (name: 'oldPrice' | 'newPrice') =>
    register(name, {
      onBlur: (event: { target: { value: string } }) => {
        if (event.target.value.trim() !== '') void trigger(name)
      },
      onChange: () => {
        if (getFieldState(name).error) void trigger(name)
      },
    })

  return (
    <>
      <FormField label="Title" registration={register('title')} error={errors.title?.message} />
      <FormField
        label="Description"
        rows={5}
        registration={register('description')}
        error={errors.description?.message}
      />
      <FormField
        label="Category"
        options={BOOK_FORM_CATEGORIES}
        registration={register('category')}
        error={errors.category?.message}
      />
      <div className="flex items-center gap-3">
        <input
          {...register('trending')}
          id={trendingId}
          type="checkbox"
          className="size-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={trendingId} className="text-sm font-semibold text-stone-800">
          Trending
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField
          label="Old Price"
          {...priceInput}
          registration={price('oldPrice')}
          error={errors.oldPrice?.message}
          hint={storedPriceHint(oldPrice)}
        />
        <FormField
          label="New Price"
          {...priceInput}
          registration={price('newPrice')}
          error={errors.newPrice?.message}
          hint={storedPriceHint(newPrice)}
        />
        <FormField
          label="Stock"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          registration={register('stock')}
          error={errors.stock?.message}
        />
      </div>
      <Controller
        control={control}
        name="authors"
        render={({ field, fieldState }) => (
          <AuthorsPicker
            known={knownAuthors}
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  )
}
