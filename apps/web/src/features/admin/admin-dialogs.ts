// The dashboard's dialogs (spec §4, §8): sweetalert2 modals through the shared helper. A refused save keeps the
// spec's title and adds the server's own words when it gave a reason (a 4xx, issue 22 item 9).
import { formatPrice } from '@bookstore/contract/money'
import { confirmDialog, showDialog } from '@/shared/dialogs'
import { ADMIN_TEXTS, priceAboveOldText } from './admin-texts'

export const showAdminLoginSuccess = () => showDialog({ title: ADMIN_TEXTS.loginSuccess, icon: 'success' })

export const showTokenExpired = () => showDialog({ title: ADMIN_TEXTS.tokenExpired, icon: 'warning' })

export const showBookDeleted = () => showDialog({ title: ADMIN_TEXTS.bookDeleted, icon: 'success' })

export const showDeleteFailed = () => showDialog({ title: ADMIN_TEXTS.deleteFailed, icon: 'error' })

export const showBookAdded = () =>
  showDialog({ title: ADMIN_TEXTS.bookAddedTitle, text: ADMIN_TEXTS.bookAddedText, icon: 'success' })

/** `reason`: what the server said about a 4xx; nothing more for a failure it did not explain. */
export const showAddFailed = (reason?: string) =>
  showDialog({ title: ADMIN_TEXTS.addFailed, icon: 'error', ...(reason ? { text: reason } : {}) })

export const showBookUpdated = () =>
  showDialog({ title: ADMIN_TEXTS.bookUpdatedTitle, text: ADMIN_TEXTS.bookUpdatedText, icon: 'success' })

export const showUpdateFailed = (reason?: string) =>
  showDialog({ title: ADMIN_TEXTS.updateFailed, icon: 'error', ...(reason ? { text: reason } : {}) })

/** Asks before saving a new price above the old one; resolves true only when the admin confirms. */
export const confirmPriceAboveOld = (prices: { oldPrice: number; newPrice: number }): Promise<boolean> =>
  confirmDialog({
    title: ADMIN_TEXTS.priceAboveOldTitle,
    text: priceAboveOldText(formatPrice(prices.newPrice), formatPrice(prices.oldPrice)),
    confirmButtonText: ADMIN_TEXTS.priceAboveOldConfirm,
    cancelButtonText: ADMIN_TEXTS.priceAboveOldCancel,
  })
