// The fields both book forms share (spec §2, §5): title, description, category, trending, the two prices, stock
// and authors, with their messages next to them.
import { BOOK_FORM_CATEGORIES } from '@bookstore/contract/categories'
import { useId } from 'react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import type { AuthorChoice } from '@/features/admin/api/get-authors'
import type { BookFormOutput, BookFormValues } from '@/features/admin/book-form-schema'
import { AuthorsPicker } from './authors-picker'
import { FormField } from './form-field'

export type BookFormApi = UseFormReturn<BookFormValues, unknown, BookFormOutput>

const priceInput = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const

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
    formState: { errors },
  } = form

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
          registration={register('oldPrice')}
          error={errors.oldPrice?.message}
        />
        <FormField
          label="New Price"
          {...priceInput}
          registration={register('newPrice')}
          error={errors.newPrice?.message}
        />
        <FormField
          label="Stock"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
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
