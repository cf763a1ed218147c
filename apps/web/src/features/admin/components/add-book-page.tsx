// Add New Book (spec §2, §4, §5): the book's fields and a cover file; saving asks first about a new price above the
// old one, uploads the cover, creates the book ('Adding..' meanwhile), then shows 'Book added' and resets the form,
// the file and its name. A refusal keeps everything typed and shows the server's reasons beside the fields they name
// (a cover that is not an image beside Cover Image), under the spec's 'Failed to add book. Please try again'.
import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/shared/components/button'
import { useDashboardScreen } from '@/shared/dashboard-screen'
import { confirmPriceAboveOld, showAddFailed, showBookAdded } from '@/features/admin/admin-dialogs'
import { CoverRefused, useCreateBook } from '@/features/admin/api/create-book'
import { BookForm, EMPTY_BOOK_FORM } from '@/features/admin/book-form-schema'
import { priceAboveOld, reportBookRefusal } from '@/features/admin/book-save'
import { BookFields } from './book-fields'
import { CoverFileInput, coverFileProblem } from './cover-file-input'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'

export function AddBookPage() {
  useDashboardScreen('Add Book')
  const createBook = useCreateBook()
  const form = useForm({ resolver: zodResolver(BookForm), defaultValues: EMPTY_BOOK_FORM })
  const [cover, setCover] = useState<File | null>(null)
  // What the server said of the chosen cover; a new choice clears it.
  const [coverRefusal, setCoverRefusal] = useState<string>()
  // A new key mounts a new file input: the only way to empty one is to replace it.
  const [fileInputKey, setFileInputKey] = useState(0)
  const coverInputId = useId()
  const coverError = (cover ? coverFileProblem(cover) : undefined) ?? coverRefusal

  const chooseCover = (file: File | null) => {
    setCover(file)
    setCoverRefusal(undefined)
  }

  const submit = form.handleSubmit(async (fields) => {
    if (coverError !== undefined) {
      // The message beside the cover says why; the focus goes there so it is heard.
      document.getElementById(coverInputId)?.focus()
      return
    }
    if (priceAboveOld(fields) && !(await confirmPriceAboveOld(fields))) {
      form.setFocus('newPrice')
      return
    }
    try {
      await createBook.mutateAsync({ fields, cover })
    } catch (error) {
      console.error('Failed to add the book', error)
      const reason =
        error instanceof CoverRefused ? error.reason.message : reportBookRefusal(error, form.setError)
      // The cover is not a form field: what the server said of it (the upload, or create-book's coverImage) goes
      // beside the file input, which takes the focus (the dialog gives it back on closing).
      const coverReason =
        error instanceof CoverRefused ? reason : form.getFieldState('coverImage').error?.message
      if (coverReason !== undefined) {
        setCoverRefusal(coverReason)
        document.getElementById(coverInputId)?.focus()
      }
      void showAddFailed(reason)
      return
    }
    void showBookAdded()
    form.reset(EMPTY_BOOK_FORM)
    setCover(null)
    setFileInputKey((key) => key + 1)
  })

  const saving = form.formState.isSubmitting
  return (
    <DashboardSection title="Add New Book">
      <form noValidate onSubmit={submit} className="mt-6 max-w-3xl space-y-5">
        <BookFields form={form} />
        <CoverFileInput
          key={fileInputKey}
          fileName={cover?.name}
          error={coverError}
          onChoose={chooseCover}
          id={coverInputId}
        />
        <Button type="submit" disabled={saving} className="w-full py-3 sm:w-auto sm:px-10">
          {saving ? 'Adding..' : 'Add Book'}
        </Button>
      </form>
    </DashboardSection>
  )
}
