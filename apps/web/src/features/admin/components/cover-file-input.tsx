// The cover field of Add New Book and Update Book (spec §5: image types only; issue 27 item 6): a file input, the
// chosen file's name, and the cover the book will have: the chosen file's preview, or on Update Book the book's
// current cover until a new file is chosen. The choice and its checks are use-cover-choice.ts's.
import { useState } from 'react'
import type { CoverChoice } from '@/features/admin/hooks/use-cover-choice'
import { CoverImage, type CoverBook } from '@/shared/components/cover-image'
import { Field } from '@/shared/components/field'

interface CoverFileInputProps {
  cover: CoverChoice
  /** Update Book: the book's stored cover and title, shown until a new file is chosen, and kept when none is. */
  current?: CoverBook
}

const frameClass = 'w-24 shrink-0 rounded-lg shadow-sm sm:w-28'

export function CoverFileInput({ cover, current }: CoverFileInputProps) {
  const { file, preview } = cover
  // A file the browser cannot draw (named and typed as an image, but not one) shows no broken-image box.
  const [unreadable, setUnreadable] = useState<string>()
  const showPreview =
    file !== null && preview !== undefined && preview !== unreadable && cover.error === undefined
  const showCurrent = file === null && current !== undefined && current.coverImage !== ''
  return (
    <Field
      label="Cover Image"
      error={cover.error}
      id={cover.inputId}
      hint={showCurrent ? 'The current cover stays unless you choose a new file.' : undefined}
    >
      {({ className, ...control }) => (
        <div className="flex items-start gap-4">
          {showPreview ? (
            <img
              src={preview}
              alt={`Preview of the new cover, ${file.name}`}
              onError={() => setUnreadable(preview)}
              className={`aspect-2/3 bg-stone-200 object-cover ${frameClass}`}
            />
          ) : showCurrent ? (
            <CoverImage
              book={current}
              alt={`Current cover of ${current.title}`}
              sizes="7rem"
              eager
              className={frameClass}
            />
          ) : null}
          <div className="min-w-0 flex-1">
            <input
              {...control}
              key={cover.inputKey}
              type="file"
              accept="image/*"
              onChange={(event) => cover.choose(event.target.files?.[0] ?? null)}
              className={`${className} file:mr-4 file:rounded-full file:border-0 file:bg-brand-100 file:px-4 file:py-1.5 file:text-sm file:font-semibold file:text-brand-800`}
            />
            {file === null ? null : (
              <p className="mt-1.5 text-sm text-stone-600">
                Selected: <span className="font-medium">{file.name}</span>
              </p>
            )}
          </div>
        </div>
      )}
    </Field>
  )
}
