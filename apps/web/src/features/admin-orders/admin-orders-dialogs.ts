// The orders screens' dialog (issue 17): a sweetalert2 confirmation before an order is cancelled, as the dashboard's
// other dialogs (shared/dialogs.ts) load sweetalert2 only when one opens and show the title as text.
import { ADMIN_ORDERS_TEXTS } from './admin-orders-texts'

/** Asks before cancelling; resolves true only when the admin confirms. */
export async function confirmCancelOrder(): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2')
  const title = document.createElement('span')
  title.textContent = ADMIN_ORDERS_TEXTS.confirmCancelTitle
  const answer = await Swal.fire({
    icon: 'warning',
    title,
    text: ADMIN_ORDERS_TEXTS.confirmCancelText,
    showCancelButton: true,
    confirmButtonText: ADMIN_ORDERS_TEXTS.confirmCancelButton,
    cancelButtonText: ADMIN_ORDERS_TEXTS.keepOrderButton,
    // Red: the button does something that cannot be undone; the store's primary colour keeps the order.
    confirmButtonColor: '#b91c1c',
    cancelButtonColor: '#7c2d12',
    focusCancel: true,
  })
  return answer.isConfirmed
}
