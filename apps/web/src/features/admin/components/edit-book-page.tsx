// Update Book, /dashboard/edit-book/{id} (spec §2, §5, §8): the form prefilled from the book, its cover URL required;
// saving asks first about a new price above the old one, sends the prices as numbers and keeps the existing cover
// when the field is empty. A refusal shows the server's reasons beside the fields it names, under the spec's
// 'Failed to update book.', and keeps everything typed.
import type { BookDetail } from '@bookstore/contract/schemas/book'
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useParams } from 'react-router'
import { Button } from '@/shared/components/button'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { confirmPriceAboveOld, showBookUpdated, showUpdateFailed } from '@/features/admin/admin-dialogs'
import { ADMIN_TEXTS } from '@/features/admin/admin-texts'
import { useEditBook } from '@/features/admin/api/edit-book'
import { useBook } from '@/features/admin/api/get-book'
import { EditBookForm, type BookFormValues } from '@/features/admin/book-form-schema'
import { priceAboveOld, reportBookRefusal } from '@/features/admin/book-save'
import { BookFields } from './book-fields'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'
import { FormField } from './form-field'

export const bookFormValues = (book: BookDetail): BookFormValues => ({
  title: book.title,
  description: book.description,
  category: book.category,
  trending: book.trending,
  oldPrice: String(book.oldPrice),
  newPrice: String(book.newPrice),
  stock: String(book.stock),
  authors: book.authors.map((author) => author._id),
  coverImage: book.coverImage,
})

function UpdateBookForm({ book }: { book: BookDetail }) {
  const editBook = useEditBook()
  // `values` follows the book (a save refetches it); fields being edited keep what the admin typed.
  const form = useForm({
    resolver: zodResolver(EditBookForm),
    values: bookFormValues(book),
    resetOptions: { keepDirtyValues: true },
  })

  const submit = form.handleSubmit(async (fields) => {
    // Asked only when the prices change: a book already priced so is not asked about at every edit.
    const pricesChanged = fields.oldPrice !== book.oldPrice || fields.newPrice !== book.newPrice
    if (pricesChanged && priceAboveOld(fields) && !(await confirmPriceAboveOld(fields))) {
      form.setFocus('newPrice')
      return
    }
    try {
      await editBook.mutateAsync({
        id: book._id,
        changes: { ...fields, coverImage: fields.coverImage || book.coverImage },
      })
    } catch (error) {
      console.error('Failed to update the book', error)
      void showUpdateFailed(reportBookRefusal(error, form.setError))
      return
    }
    void showBookUpdated()
  })

  const saving = form.formState.isSubmitting
  return (
    <form noValidate onSubmit={submit} className="mt-6 max-w-3xl space-y-5">
      <BookFields form={form} knownAuthors={book.authors} />
      <FormField
        label="Cover Image URL"
        type="text"
        inputMode="url"
        registration={form.register('coverImage')}
        error={form.formState.errors.coverImage?.message}
      />
      <Button type="submit" disabled={saving} className="w-full py-3 sm:w-auto sm:px-10">
        {saving ? 'Updating..' : 'Update Book'}
      </Button>
    </form>
  )
}

export function EditBookPage() {
  useDashboardScreen('Edit Book')
  const { id = '' } = useParams()
  const book = useBook(id)
  return (
    <DashboardSection title="Update Book">
      {book.isPending ? (
        <p role="status" className="mt-6 text-stone-600">
          Loading...
        </p>
      ) : book.isError ? (
        <p role="alert" className="mt-6 font-medium text-red-700">
          {ADMIN_TEXTS.loadBookFailed}
        </p>
      ) : (
        <UpdateBookForm book={book.data} />
      )}
    </DashboardSection>
  )
}
