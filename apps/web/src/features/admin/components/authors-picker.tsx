// The book forms' authors: existing authors to tick, credited in the order they were ticked.
import { useId } from 'react'
import type { AuthorChoices } from '@/features/admin/api/get-authors'
import { fieldMessage } from './form-field'

interface AuthorsPickerProps {
  choices: AuthorChoices
  value: readonly string[]
  onChange: (ids: string[]) => void
  error: string | undefined
}

export function AuthorsPicker({ choices, value, onChange, error }: AuthorsPickerProps) {
  const errorId = useId()
  const message = fieldMessage('Authors', error)
  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...value.filter((other) => other !== id), id] : value.filter((other) => other !== id))

  return (
    <fieldset aria-describedby={message === undefined ? undefined : errorId}>
      <legend className="text-sm font-semibold text-stone-800">Authors</legend>
      {choices.isPending ? (
        <p role="status" className="mt-1.5 text-sm text-stone-500">
          Loading authors...
        </p>
      ) : choices.authors.length === 0 ? (
        <p className="mt-1.5 text-sm text-stone-500">
          {choices.isError ? 'The authors could not be loaded.' : 'No authors yet.'}
        </p>
      ) : (
        <ul className="mt-1.5 grid max-h-48 gap-1 overflow-y-auto rounded-xl border border-stone-300 bg-white p-3 sm:grid-cols-2">
          {choices.authors.map((author) => (
            <li key={author._id}>
              <label className="flex items-center gap-2 text-sm" title={author.fullName}>
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={value.includes(author._id)}
                  onChange={(event) => toggle(author._id, event.target.checked)}
                />
                {author.name}
              </label>
            </li>
          ))}
        </ul>
      )}
      {message === undefined ? null : (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      )}
    </fieldset>
  )
}
