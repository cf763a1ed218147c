// The quotes screen's dialogs (issue 17): the confirmation before a deletion (a sterner one for a quote the home page
// shows) and the outcome dialogs, all through shared/dialogs.ts.
import type { Quote } from '@bookstore/contract/schemas/quote'
import { truncate } from '@bookstore/contract/truncate'
import { confirmDialog, showDialog } from '@/shared/dialogs'
import { QUOTES_TEXTS } from './admin-quotes-texts'
import { isHomePageQuote } from './home-page-quotes'

const QUOTE_SHOWN_MAX = 120

/** Asks before deleting `quote` (sternly for one the home page shows); resolves true only when the admin confirms. */
export function confirmQuoteDeletion(quote: Quote): Promise<boolean> {
  const home = isHomePageQuote(quote._id)
  const quoted = `“${truncate(quote.content, QUOTE_SHOWN_MAX)}” — ${quote.personOrOrganization}`
  return confirmDialog({
    title: home ? QUOTES_TEXTS.confirmHomeDeleteTitle : QUOTES_TEXTS.confirmDeleteTitle,
    text: home ? `${QUOTES_TEXTS.confirmHomeDeleteText} ${quoted}` : quoted,
    confirmButtonText: home ? QUOTES_TEXTS.confirmHomeDeleteButton : QUOTES_TEXTS.confirmDeleteButton,
    cancelButtonText: QUOTES_TEXTS.keepButton,
  })
}

export const showQuoteAdded = () => showDialog({ title: QUOTES_TEXTS.quoteAdded, icon: 'success' })
/** `reason`: the server's words for a refusal (4xx); nothing more for a failure it did not explain. */
export const showQuoteAddFailed = (reason?: string) =>
  showDialog({ title: QUOTES_TEXTS.addFailed, icon: 'error', ...(reason ? { text: reason } : {}) })
export const showQuoteDeleted = () => showDialog({ title: QUOTES_TEXTS.quoteDeleted, icon: 'success' })
export const showQuoteDeleteFailed = () => showDialog({ title: QUOTES_TEXTS.deleteFailed, icon: 'error' })
