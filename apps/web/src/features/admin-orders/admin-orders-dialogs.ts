// The orders screens' dialogs (issue 17): the shared confirmation (shared/dialogs.ts) before an order is cancelled or
// marked as delivered; each changes the order for good and mails the shopper (issue 24).
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

/** Asks before marking delivered; resolves true only when the admin confirms. */
export const confirmDeliverOrder = (): Promise<boolean> =>
  confirmDialog({
    title: ADMIN_ORDERS_TEXTS.confirmDeliverTitle,
    text: ADMIN_ORDERS_TEXTS.confirmDeliverText,
    confirmButtonText: ADMIN_ORDERS_TEXTS.confirmDeliverButton,
    cancelButtonText: ADMIN_ORDERS_TEXTS.notDeliveredButton,
  })
