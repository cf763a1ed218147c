// Which account field a refused identity call names (issue 22 item 9), so the server's words show beside it: better-
// auth answers with its own codes ('password_too_short', 'user_already_exists_use_another_email' …), and a 400
// validation answer names fields as 'email: …'. The spec's form-level sentence stays as it is.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { ApiError } from '@/shared/api/api-error'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'

type AccountField = 'username' | 'email' | 'password'

/** The field of a better-auth code, by what the code is about; undefined for one about no single field. */
const fieldOfCode = (code: string): AccountField | undefined => {
  // 'invalid_email_or_password' names neither on purpose: the spec's sentence answers it.
  if (code === 'invalid_email_or_password') return undefined
  if (code.includes('email') || code.startsWith('user_already_exists')) return 'email'
  if (code.includes('password')) return 'password'
  if (code.includes('username')) return 'username'
  return undefined
}

/**
 * Shows the server's words for a refused sign-in or sign-up beside the field they are about (the first focused);
 * `fields` names the form's own fields. Answers whether any field took them.
 */
export function showIdentityFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: Readonly<Partial<Record<AccountField, Path<T>>>>,
): boolean {
  if (!(error instanceof ApiError) || error.status < 400 || error.status >= 500 || error.status === 429) {
    return false
  }
  // The sign-up body sends the username as the name too (api/sign-up.ts).
  const byPath: Record<string, Path<T>> = { ...fields, ...(fields.username ? { name: fields.username } : {}) }
  if (showServerFieldErrors(error, setError, byPath).shown > 0) return true
  const code = fieldOfCode(error.code)
  const field = code === undefined ? undefined : fields[code]
  if (field === undefined) return false
  setError(field, { type: 'server', message: error.message }, { shouldFocus: true })
  return true
}
