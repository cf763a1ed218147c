// The cover file Add New Book and Update Book take (issue 27 item 6: one field, one set of checks, one preview): the
// chosen file, read into a preview, what is wrong with it (its type or size, the server's reason for refusing it, or
// none chosen where one is required), and emptying the input after a save.
import { useId, useState } from 'react'
import { flushSync } from 'react-dom'
import { coverChoiceProblem, coverFileProblem } from '@/features/admin/cover-file-rules'

export interface CoverChoice {
  /** The chosen file; null keeps the book's cover (Update Book) or adds it without one (Add New Book). */
  file: File | null
  /**
   * The chosen file as a data: URL once read, for its preview; a blob: URL would need the page's CSP to allow it
   * (img-src is 'self' data: https:).
   */
  preview: string | undefined
  /** What is wrong with the choice, shown beside the input; undefined while it is fine. */
  error: string | undefined
  /** The file input's id, so the focus can go to it. */
  inputId: string
  /** A new key mounts a new file input: the only way to empty one is to replace it. */
  inputKey: number
  choose: (file: File | null) => void
  /** Shows the server's reason for refusing the cover beside the input, and moves the focus there. */
  refuse: (reason: string) => void
  /** True when the form may be saved with this choice; otherwise says why beside the input and focuses it. */
  ready: () => boolean
  /** Empties the input after a save. */
  clear: () => void
}

interface Chosen {
  file: File | null
  preview?: string
}

/** `current`: on Update Book, the book's stored cover ('' when it has none, which makes a file required). */
export function useCoverChoice(current?: string): CoverChoice {
  const inputId = useId()
  const [chosen, setChosen] = useState<Chosen>({ file: null })
  // The server's reason, or the required message; a new choice clears it.
  const [message, setMessage] = useState<string>()
  const [inputKey, setInputKey] = useState(0)
  const { file, preview } = chosen
  const error = (file ? coverFileProblem(file) : undefined) ?? message

  // Rendered first, so the message is already there (aria-describedby) when the focus reaches the input.
  const showAndFocus = (reason: string) => {
    flushSync(() => setMessage(reason))
    document.getElementById(inputId)?.focus()
  }

  const choose = (next: File | null) => {
    setChosen({ file: next })
    setMessage(undefined)
    if (next === null || coverFileProblem(next) !== undefined) return
    const reader = new FileReader()
    reader.onload = () => {
      const url = reader.result
      // Only while that file is still the one chosen.
      if (typeof url === 'string')
        setChosen((now) => (now.file === next ? { file: next, preview: url } : now))
    }
    reader.readAsDataURL(next)
  }

  const ready = () => {
    const problem = error ?? coverChoiceProblem(file, current)
    if (problem === undefined) return true
    showAndFocus(problem)
    return false
  }

  const clear = () => {
    setChosen({ file: null })
    setMessage(undefined)
    setInputKey((key) => key + 1)
  }

  return { file, preview, error, inputId, inputKey, choose, refuse: showAndFocus, ready, clear }
}
