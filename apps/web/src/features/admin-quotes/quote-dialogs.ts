// The quotes screen's dialogs (issue 17): the confirmation before a deletion (a sterner one for a quote the home page
// shows), loading sweetalert2 only when one opens, as shared/dialogs.ts does; the outcome dialogs through it.
import type { Quote } from '@bookstore/contract/schemas/quote'
import { truncate } from '@bookstore/contract/truncate'
import { showDialog } from '@/shared/dialogs'
import { QUOTES_TEXTS } from './admin-quotes-texts'
import { isHomePageQuote } from './home-page-quotes'

const QUOTE_SHOWN_MAX = 120

/** A text node's worth: sweetalert2 parses a string title as HTML, and quotes are data. */
const textElement = (text: string) => {
  const span = document.createElement('span')
  span.textContent = text
  return span
}

/** Asks before deleting `quote`; resolves true only when the admin confirms. */
export async function confirmQuoteDeletion(quote: Quote): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2')
  const home = isHomePageQuote(quote._id)
  const quoted = `“${truncate(quote.content, QUOTE_SHOWN_MAX)}” — ${quote.personOrOrganization}`
  const answer = await Swal.fire({
    icon: 'warning',
    title: textElement(home ? QUOTES_TEXTS.confirmHomeDeleteTitle : QUOTES_TEXTS.confirmDeleteTitle),
    text: home ? `${QUOTES_TEXTS.confirmHomeDeleteText} ${quoted}` : quoted,
    showCancelButton: true,
    confirmButtonText: home ? QUOTES_TEXTS.confirmHomeDeleteButton : QUOTES_TEXTS.confirmDeleteButton,
    cancelButtonText: QUOTES_TEXTS.keepButton,
    // Red: a deletion cannot be undone; the store's primary colour keeps the quote, and has the focus.
    confirmButtonColor: '#b91c1c',
    cancelButtonColor: '#7c2d12',
    focusCancel: true,
  })
  return answer.isConfirmed
}

export const showQuoteAdded = () => showDialog({ title: QUOTES_TEXTS.quoteAdded, icon: 'success' })
export const showQuoteAddFailed = () => showDialog({ title: QUOTES_TEXTS.addFailed, icon: 'error' })
export const showQuoteDeleted = () => showDialog({ title: QUOTES_TEXTS.quoteDeleted, icon: 'success' })
export const showQuoteDeleteFailed = () => showDialog({ title: QUOTES_TEXTS.deleteFailed, icon: 'error' })
