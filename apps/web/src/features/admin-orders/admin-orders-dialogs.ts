// The orders screens' dialog (issue 17): the shared confirmation (shared/dialogs.ts) before an order is cancelled.
import { confirmDialog } from '@/shared/dialogs'
import { ADMIN_ORDERS_TEXTS } from './admin-orders-texts'

/** Asks before cancelling; resolves true only when the admin confirms. */
export const confirmCancelOrder = (): Promise<boolean> =>
  confirmDialog({
    title: ADMIN_ORDERS_TEXTS.confirmCancelTitle,
    text: ADMIN_ORDERS_TEXTS.confirmCancelText,
    confirmButtonText: ADMIN_ORDERS_TEXTS.confirmCancelButton,
    cancelButtonText: ADMIN_ORDERS_TEXTS.keepOrderButton,
  })
