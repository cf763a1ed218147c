// Update Book, /dashboard/edit-book/{id} (spec §2, §5, §8): the form prefilled from the book and its current cover;
// a new cover is chosen with Add New Book's field, checks and preview (issue 27 item 6), uploaded on saving and sent
// as coverImage, while no file keeps the existing cover (an empty coverImage, spec §5). Saving asks first about a new
// price above the old one and sends the prices as numbers. A refusal shows the server's reasons beside the fields it
// names, under the spec's 'Failed to update book.', and keeps everything typed and chosen.
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
import { BookForm, type BookFormValues } from '@/features/admin/book-form-schema'
import { priceAboveOld, reportBookRefusal } from '@/features/admin/book-save'
import { useCoverChoice } from '@/features/admin/hooks/use-cover-choice'
import { BookFields } from './book-fields'
import { CoverFileInput } from './cover-file-input'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'

export const bookFormValues = (book: BookDetail): BookFormValues => ({
  title: book.title,
  description: book.description,
  category: book.category,
  trending: book.trending,
  oldPrice: String(book.oldPrice),
  newPrice: String(book.newPrice),
  stock: String(book.stock),
  authors: book.authors.map((author) => author._id),
})

function UpdateBookForm({ book }: { book: BookDetail }) {
  const editBook = useEditBook()
  // `values` follows the book (a save refetches it); fields being edited keep what the admin typed.
  const form = useForm({
    resolver: zodResolver(BookForm),
    values: bookFormValues(book),
    resetOptions: { keepDirtyValues: true },
  })
  const cover = useCoverChoice(book.coverImage)

  const submit = form.handleSubmit(async (fields) => {
    // The message beside the cover says why; the focus goes there so it is heard.
    if (!cover.ready()) return
    // Asked only when the prices change: a book already priced so is not asked about at every edit.
    const pricesChanged = fields.oldPrice !== book.oldPrice || fields.newPrice !== book.newPrice
    if (pricesChanged && priceAboveOld(fields) && !(await confirmPriceAboveOld(fields))) {
      form.setFocus('newPrice')
      return
    }
    try {
      await editBook.mutateAsync({ id: book._id, changes: fields, cover: cover.file })
    } catch (error) {
      console.error('Failed to update the book', error)
      void showUpdateFailed(reportBookRefusal(error, form.setError, cover))
      return
    }
    void showBookUpdated()
    // The uploaded file is the book's cover now, shown as its current one once the book is read again.
    cover.clear()
  })

  const saving = form.formState.isSubmitting
  return (
    <form noValidate onSubmit={submit} className="mt-6 max-w-3xl space-y-5">
      <BookFields form={form} knownAuthors={book.authors} />
      <CoverFileInput cover={cover} current={book} />
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
