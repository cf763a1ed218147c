// What a shopper does to a server-rendered page before the app has taken it over (issue 38 item 1). The API puts this
// script inline at the top of each server-rendered page's <head> (apps/api/src/http/page-renderer.ts; its sha256 is in
// the Content-Security-Policy, plugins/security-headers.ts), so it listens before anything paints. It records, for
// each control marked data-early-input="<name>" that its component has not yet taken over (apps/web/src/shared/use-early-input.ts):
// - a changed value (input, change) and what it became: the control keeps it, and its component applies it;
// - a press on a button (never a submit button): stopped here, so nothing else handles it, and pressed again once;
// - a form's submit: its native submission is prevented (what was typed never goes into a URL), and the form is
//   submitted again through the app.
// A form with no action of its own is never submitted natively, marked or not: the app always handles its forms.
// A component takes its control over when the control is attached, whenever that is: hydrated (the same element) or
// rendered anew in place of the server's (a section the app renders only as it nears the viewport), which takes the
// record of the element it replaced: the same name at the same place under #root, on the same page, in the task
// that replaced it.
// window.__earlyInput.take(element) hands the record over. Plain JavaScript in a string: served as it is written.
export const EARLY_INPUT_SCRIPT = `(() => {
  const pending = []
  const taken = new WeakSet()
  const placeOf = (element) => {
    const steps = []
    for (let node = element; node.parentElement && node.id !== 'root'; node = node.parentElement)
      steps.push(Array.prototype.indexOf.call(node.parentElement.children, node))
    return steps.join('/')
  }
  const managed = (target) => {
    const control = target instanceof Element ? target.closest('[data-early-input]') : null
    return control && !taken.has(control) ? control : null
  }
  // A record whose element has gone is kept only until the task that removed it ends: long enough for the element
  // rendered in its place to take it, never for a control rendered later at that place.
  const gone = new MutationObserver(() => {
    for (let i = pending.length - 1; i >= 0; i--) if (!pending[i].control.isConnected) pending.splice(i, 1)
    if (pending.length === 0) gone.disconnect()
  })
  const record = (control) => {
    let early = pending.find((r) => r.control === control)
    if (!early) {
      if (pending.length === 0) gone.observe(document, { childList: true, subtree: true })
      early = {
        control,
        name: control.dataset.earlyInput,
        place: placeOf(control),
        page: location.pathname,
        changed: false,
        value: '',
        checked: false,
        pressed: false,
        submitted: false,
        submitter: -1,
      }
      pending.push(early)
    }
    return early
  }
  window.__earlyInput = {
    take: (element) => {
      if (taken.has(element)) return null
      taken.add(element)
      const name = element.dataset.earlyInput
      const place = placeOf(element)
      const index = pending.findIndex((r) => r.control === element ||
        (!r.control.isConnected && r.name === name && r.place === place && r.page === location.pathname))
      return index < 0 ? null : pending.splice(index, 1)[0]
    },
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
    early.submitter = event.submitter ? Array.prototype.indexOf.call(form.elements, event.submitter) : -1
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
      if (!control || control !== event.target) return
      const early = record(control)
      early.changed = true
      early.value = control.value
      early.checked = control.checked === true
    }, true)
})()`
