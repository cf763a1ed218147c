// Contact form rules (spec §5 "Contact form"): all four fields required, then the message length (checked first),
// then the Gmail-only email. Nothing is sent to a server.

import { CONTACT_MESSAGE_MIN_LENGTH } from './constants'
import { isGmailAddress } from './email-rules'

export interface ContactForm {
  name: string
  phone: string
  email: string
  message: string
}

export type ContactField = keyof ContactForm

export const CONTACT_EMAIL_EXAMPLE = 'yourname@gmail.com'

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  emailRequired: 'Email is required',
  messageRequired: 'Message is required',
  messageTooShort: `Message must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters long`,
  emailNotGmail: `Email must be a valid Gmail address (e.g., ${CONTACT_EMAIL_EXAMPLE})`,
  success: "Thanks for contacting us. We'll get back to you as soon as possible",
} as const

/** The first problem of the form and the field it belongs to, or null when the form may be accepted. */
export function contactFormError(form: ContactForm): { field: ContactField; message: string } | null {
  if (!form.name.trim()) return { field: 'name', message: CONTACT_MESSAGES.nameRequired }
  if (!form.phone.trim()) return { field: 'phone', message: CONTACT_MESSAGES.phoneRequired }
  if (!form.email.trim()) return { field: 'email', message: CONTACT_MESSAGES.emailRequired }
  if (!form.message.trim()) return { field: 'message', message: CONTACT_MESSAGES.messageRequired }
  if (form.message.trim().length < CONTACT_MESSAGE_MIN_LENGTH) {
    return { field: 'message', message: CONTACT_MESSAGES.messageTooShort }
  }
  if (!isGmailAddress(form.email)) return { field: 'email', message: CONTACT_MESSAGES.emailNotGmail }
  return null
}
