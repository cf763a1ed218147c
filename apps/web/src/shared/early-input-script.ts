// What a shopper does to a server-rendered page before the app has taken it over (issue 38 item 1). The API puts this
// script inline at the top of each server-rendered page's <head> (apps/api/src/http/page-renderer.ts; its sha256 is in
// the Content-Security-Policy, plugins/security-headers.ts), so it listens before anything paints. It records, for
// each control marked data-early-input that its component has not yet taken over (use-early-input.ts):
// - a changed value (input, change): the control keeps what was chosen or typed, and its component applies it;
// - a press on a button (never a submit button): stopped here, so nothing else handles it, and pressed again once;
// - a form's submit: its native submission is prevented (what was typed never goes into a URL), and the form is
//   submitted again through the app.
// A form with no action of its own is never submitted natively, marked or not: the app always handles its forms.
// The record is window.__earlyInput = { pending: Map<Element, record>, taken: WeakSet<Element> }; a component takes
// its control over on mount (whenever that happens), so when or in which order the page's sections start does not
// matter. Kept as plain JavaScript in a string: it is served as it is written here.
export const EARLY_INPUT_SCRIPT = `(() => {
  const pending = new Map()
  const taken = new WeakSet()
  window.__earlyInput = { pending, taken }
  const managed = (target) => {
    const control = target instanceof Element ? target.closest('[data-early-input]') : null
    return control && !taken.has(control) ? control : null
  }
  const record = (control) => {
    let early = pending.get(control)
    if (!early) pending.set(control, (early = { changed: false, pressed: false, submitted: false, submitter: null }))
    return early
  }
  addEventListener('submit', (event) => {
    const form = event.target
    if (!(form instanceof HTMLFormElement)) return
    if (!form.hasAttribute('action')) event.preventDefault()
    if (managed(form) !== form) return
    event.preventDefault()
    event.stopImmediatePropagation()
    const early = record(form)
    early.submitted = true
    early.submitter = event.submitter || null
  }, true)
  addEventListener('click', (event) => {
    const button = managed(event.target)
    if (!(button instanceof HTMLButtonElement) || button.type === 'submit') return
    event.stopImmediatePropagation()
    record(button).pressed = true
  }, true)
  for (const type of ['input', 'change'])
    addEventListener(type, (event) => {
      const control = managed(event.target)
      if (control && control === event.target) record(control).changed = true
    }, true)
})()`
