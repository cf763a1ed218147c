// Gmail-only email rules of the subscribe banner and the contact form (spec §5, §8).

export const GMAIL_SUFFIX = '@gmail.com'

/** The banner and the contact form accept only addresses ending in '@gmail.com' (case-insensitive). */
export const isGmailAddress = (email: string): boolean => {
  const trimmed = email.trim().toLowerCase()
  return trimmed.length > GMAIL_SUFFIX.length && trimmed.endsWith(GMAIL_SUFFIX)
}

export const SUBSCRIBE_EMAIL_ERROR = 'Please use a valid Gmail address.'
