// Add New Book's cover: an image file (spec §5: image types only), checked here for type and size before the
// upload, with the chosen file's name shown under it.
import { COVER_UPLOAD_MAX_BYTES } from '@bookstore/contract/schemas/admin'
import { Field } from '@/shared/components/field'

export const COVER_FILE_MESSAGES = {
  notAnImage: 'The cover must be an image file',
  tooLarge: `The cover must be at most ${COVER_UPLOAD_MAX_BYTES / (1024 * 1024)} MB`,
} as const

/** Why this file cannot be a cover, or undefined when it can (the server checks the content again). */
export const coverFileProblem = (file: File): string | undefined =>
  !file.type.startsWith('image/')
    ? COVER_FILE_MESSAGES.notAnImage
    : file.size > COVER_UPLOAD_MAX_BYTES
      ? COVER_FILE_MESSAGES.tooLarge
      : undefined

interface CoverFileInputProps {
  fileName: string | undefined
  error: string | undefined
  onChoose: (file: File | null) => void
  /** The file input's id, so a screen can move the focus to it when the server refuses the file. */
  id?: string
}

export function CoverFileInput({ fileName, error, onChoose, id }: CoverFileInputProps) {
  return (
    <Field label="Cover Image" error={error} id={id}>
      {({ className, ...control }) => (
        <>
          <input
            {...control}
            type="file"
            accept="image/*"
            onChange={(event) => onChoose(event.target.files?.[0] ?? null)}
            className={`${className} file:mr-4 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800`}
          />
          {fileName === undefined ? null : (
            <p className="mt-1.5 text-sm text-stone-600">
              Selected: <span className="font-medium">{fileName}</span>
            </p>
          )}
        </>
      )}
    </Field>
  )
}
