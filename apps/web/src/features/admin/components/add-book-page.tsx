// Add New Book (spec §2, §4, §5): the book's fields and a cover file; saving uploads the cover, creates the book
// ('Adding..' meanwhile), then shows 'Book added' and resets the form, the file and its name.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/shared/components/button'
import { usePageTitle } from '@/shared/use-page-title'
import { showAddFailed, showBookAdded } from '@/features/admin/admin-dialogs'
import { useCreateBook } from '@/features/admin/api/create-book'
import { BookForm, EMPTY_BOOK_FORM } from '@/features/admin/book-form-schema'
import { BookFields } from './book-fields'
import { CoverFileInput, coverFileProblem } from './cover-file-input'
import { DashboardSection } from '@/shared/components/dashboard/dashboard-section'

export function AddBookPage() {
  usePageTitle('Add New Book')
  const createBook = useCreateBook()
  const form = useForm({ resolver: zodResolver(BookForm), defaultValues: EMPTY_BOOK_FORM })
  const [cover, setCover] = useState<File | null>(null)
  // A new key mounts a new file input: the only way to empty one is to replace it.
  const [fileInputKey, setFileInputKey] = useState(0)
  const coverError = cover ? coverFileProblem(cover) : undefined

  const submit = form.handleSubmit(async (fields) => {
    if (coverError !== undefined) return
    try {
      await createBook.mutateAsync({ fields, cover })
    } catch (error) {
      console.error('Failed to add the book', error)
      void showAddFailed()
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
        <CoverFileInput key={fileInputKey} fileName={cover?.name} error={coverError} onChoose={setCover} />
        <Button type="submit" disabled={saving} className="w-full py-3 sm:w-auto sm:px-10">
          {saving ? 'Adding..' : 'Add Book'}
        </Button>
      </form>
    </DashboardSection>
  )
}
