// Which fields a refused write names (issue 22 item 9), so a form can show the server's words beside them. A
// validation 400 names them in its message: 'Invalid body: oldPrice: must be a number; title: Title is required'
// (apps/api plugins/errors.ts), each part a field's path in the body and what is wrong with it.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { fieldMessage } from '@/shared/components/field'
import { ApiError } from './api-error'

export interface ServerFieldMessage {
  /** The field's path in the request body ('content.address.city', 'authors.0'). */
  path: string
  message: string
}

const CONTEXT = /^Invalid [a-z]+: /
const PART = /^([A-Za-z_$][\w$]*(?:\.[\w$]+)*): (.+)$/s

/**
 * The field messages of a validation answer, in its order: a 400, or a 422 that names the field it cannot price
 * ('address.country: We do not ship to Japan', issue 39); none for any other failure.
 */
export function serverFieldMessages(error: unknown): ServerFieldMessage[] {
  if (
    !(error instanceof ApiError) ||
    (error.status !== 400 && error.status !== 422) ||
    error.code !== 'validation'
  ) {
    return []
  }
  return error.message
    .replace(CONTEXT, '')
    .split('; ')
    .flatMap((part) => {
      const match = PART.exec(part)
      return match?.[1] && match[2] ? [{ path: match[1], message: match[2] }] : []
    })
}

/** The form field a body path belongs to: the path itself or its nearest listed parent ('authors.0' → 'authors'). */
const fieldOf = <T extends string>(path: string, fields: Readonly<Record<string, T>>): T | undefined => {
  for (let p = path; p !== ''; p = p.includes('.') ? p.slice(0, p.lastIndexOf('.')) : '') {
    const field = fields[p]
    if (field !== undefined) return field
  }
  return undefined
}

/**
 * Shows each field message of `error` beside the form field its path maps to (`fields`: body path → form field),
 * the first of them focused, and answers the messages no listed field took (for a form-level line or dialog).
 * A field keeps what was typed; its message goes when the field is checked again.
 */
export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Record<string, Path<T>>>,
): { shown: number; rest: ServerFieldMessage[] } {
  const taken = new Set<string>()
  const rest: ServerFieldMessage[] = []
  for (const part of serverFieldMessages(error)) {
    const field = fieldOf(part.path, fields)
    if (field === undefined) rest.push(part)
    else if (!taken.has(field)) {
      setError(field, { type: 'server', message: part.message }, { shouldFocus: taken.size === 0 })
      taken.add(field)
    }
  }
  return { shown: taken.size, rest }
}

/**
 * The field messages of a 400 as one text for a dialog, each read after its field's label as it is shown beside the
 * field ('New Price must be at most $10000.00; Title is required'); undefined when the answer names no field.
 * `labels`: body path (or a parent of it) → label.
 */
export function serverFieldSentences(
  error: unknown,
  labels: Readonly<Record<string, string>>,
): string | undefined {
  const parts = serverFieldMessages(error)
  if (parts.length === 0) return undefined
  return parts
    .map(({ path, message }) => {
      const label = fieldOf(path, labels)
      return label === undefined ? `${path}: ${message}` : fieldMessage(label, message)
    })
    .join('; ')
}
