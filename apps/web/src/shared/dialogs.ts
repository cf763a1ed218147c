// The store's dialogs (ARCHITECTURE §9 "Web"): sweetalert2 modals with an OK button, never window.alert. The
// library is imported on the first dialog, so it stays out of the first page's chunks; it injects its own styles
// (a <style> element, allowed by the CSP's style-src 'unsafe-inline').

export interface DialogOptions {
  title?: string
  text?: string
  icon: 'success' | 'error' | 'warning' | 'info'
  /** In CSS pixels; sweetalert2's default (32em) otherwise. */
  width?: number
}

/** Shows a dialog and resolves when the shopper closes it. */
export async function showDialog({ title, text, icon, width }: DialogOptions): Promise<void> {
  const { default: Swal } = await import('sweetalert2')
  await Swal.fire({
    icon,
    ...(title === undefined ? {} : { title }),
    ...(text === undefined ? {} : { text }),
    ...(width === undefined ? {} : { width }),
    confirmButtonText: 'OK',
    // --color-brand-700 of index.css: the store's primary button colour.
    confirmButtonColor: '#7c2d12',
  })
}
