// The form helpers of the web tests: a control found by its label, the message it points to, and typing into it.
import { fireEvent, screen } from '@testing-library/react'

/** The control labelled `label`. */
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement

/** The text of the message the control labelled `label` points to with aria-describedby; null when there is none. */
export const messageOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent ?? null

/** Types `value` into the control labelled `label`; a select is changed to that option's value. */
export const type = (label: string, value: string) => {
  const control = field(label)
  if (control.tagName === 'SELECT') fireEvent.change(control, { target: { value } })
  else fireEvent.input(control, { target: { value } })
}

/** Types each value into the control of its label. */
export const fill = (values: { [label: string]: string }) => {
  for (const [label, value] of Object.entries(values)) type(label, value)
}
