// Add New Book (spec §2, §4, §5): the book's fields and a cover file with its preview; saving asks first about a new
// price above the old one, uploads the cover, creates the book ('Adding..' meanwhile), then shows 'Book added' and
// resets the form, the file and its preview. A refusal keeps everything typed and chosen and shows the server's
// reasons beside the fields they name (a cover that is not an image beside Cover Image), under the spec's 'Failed to
// add book. Please try again'.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Button } from '@/shared/components/button'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { confirmPriceAboveOld, showAddFailed, showBookAdded } from '@/features/admin/admin-dialogs'
import { useCreateBook } from '@/features/admin/api/create-book'
import { BookForm, EMPTY_BOOK_FORM } from '@/features/admin/book-form-schema'
import { priceAboveOld, reportBookRefusal } from '@/features/admin/book-save'
import { useCoverChoice } from '@/features/admin/hooks/use-cover-choice'
import { BookFields } from './book-fields'
import { CoverFileInput } from './cover-file-input'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'

export function AddBookPage() {
  useDashboardScreen('Add Book')
  const createBook = useCreateBook()
  const form = useForm({ resolver: zodResolver(BookForm), defaultValues: EMPTY_BOOK_FORM })
  const cover = useCoverChoice()

  const submit = form.handleSubmit(async (fields) => {
    // The message beside the cover says why; the focus goes there so it is heard.
    if (!cover.ready()) return
    if (priceAboveOld(fields) && !(await confirmPriceAboveOld(fields))) {
      form.setFocus('newPrice')
      return
    }
    try {
      await createBook.mutateAsync({ fields, cover: cover.file })
    } catch (error) {
      console.error('Failed to add the book', error)
      void showAddFailed(reportBookRefusal(error, form.setError, cover))
      return
    }
    void showBookAdded()
    form.reset(EMPTY_BOOK_FORM)
    cover.clear()
  })

  const saving = form.formState.isSubmitting
  return (
    <DashboardSection title="Add New Book">
      <form noValidate onSubmit={submit} className="mt-6 max-w-3xl space-y-5">
        <BookFields form={form} />
        <CoverFileInput cover={cover} />
        <Button type="submit" disabled={saving} className="w-full py-3 sm:w-auto sm:px-10">
          {saving ? 'Adding..' : 'Add Book'}
        </Button>
      </form>
    </DashboardSection>
  )
}
