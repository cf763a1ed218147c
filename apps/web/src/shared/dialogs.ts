// The store's dialogs (ARCHITECTURE §9 "Web"): sweetalert2 modals with an OK button, never window.alert. The
// library is imported on the first dialog, so it stays out of the first page's chunks; it injects its own styles
// (a <style> element, allowed by the CSP's style-src 'unsafe-inline').

export interface DialogOptions {
  /** Shown as text, never parsed as HTML: titles carry book titles and other data. */
  title?: string
  /** Shown as text (sweetalert2's `text` sets textContent), never parsed as HTML. */
  text?: string
  icon: 'success' | 'error' | 'warning' | 'info'
  /** In CSS pixels; sweetalert2's default (32em) otherwise. */
  width?: number
}

/**
 * sweetalert2 parses a string `title` as HTML, so a book titled `<a href=…>` would become a live link (ARCHITECTURE
 * §9: text from the database is rendered as text). Its `titleText` sets innerText, which jsdom lacks, so the title
 * is handed over as an element whose textContent is the string: exactly the text, in every browser and in tests.
 */
function textElement(text: string): HTMLElement {
  const span = document.createElement('span')
  span.textContent = text
  return span
}

/** Shows a dialog and resolves when the shopper closes it. */
export async function showDialog({ title, text, icon, width }: DialogOptions): Promise<void> {
  const { default: Swal } = await import('sweetalert2')
  await Swal.fire({
    icon,
    ...(title ? { title: textElement(title) } : {}),
    ...(text === undefined ? {} : { text }),
    ...(width === undefined ? {} : { width }),
    confirmButtonText: 'OK',
    // --color-brand-700 of index.css: the store's primary button colour.
    confirmButtonColor: '#7c2d12',
  })
}

export interface ConfirmOptions {
  /** Shown as text, never parsed as HTML. */
  title: string
  /** Shown as text, never parsed as HTML. */
  text: string
  /** The button that goes ahead (red: what it does cannot be undone) and the one that keeps things as they are. */
  confirmButtonText: string
  cancelButtonText: string
}

/**
 * Asks before something that cannot be undone (cancelling an order, deleting a quote); resolves true only when the
 * admin confirms. The cancel button has the focus, so Enter never destroys anything by accident.
 */
export async function confirmDialog({
  title,
  text,
  confirmButtonText,
  cancelButtonText,
}: ConfirmOptions): Promise<boolean> {
  const { default: Swal } = await import('sweetalert2')
  const answer = await Swal.fire({
    icon: 'warning',
    title: textElement(title),
    text,
    showCancelButton: true,
    confirmButtonText,
    cancelButtonText,
    // Red: the button does something that cannot be undone; the store's primary colour keeps things as they are.
    confirmButtonColor: '#b91c1c',
    cancelButtonColor: '#7c2d12',
    focusCancel: true,
  })
  return answer.isConfirmed
}
