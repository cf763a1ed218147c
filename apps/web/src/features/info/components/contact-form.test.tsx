// The contact form applies the contract's rule: messages by their field, the length check before the Gmail one,
// and a valid form is cleared with the thank-you line.
import { CONTACT_MESSAGES } from '@bookstore/contract/contact-form'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ContactForm } from './contact-form'

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const fill = (values: Partial<Record<'Name' | 'Phone Number' | 'Email' | 'Message', string>>) =>
  Object.entries(values).forEach(([label, value]) => fireEvent.change(field(label), { target: { value } }))
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))

const expectMessageOn = (label: string, message: string) => {
  const input = field(label)
  expect(input.getAttribute('aria-invalid')).toBe('true')
  const described = document.getElementById(input.getAttribute('aria-describedby') ?? '')
  expect(described?.textContent).toBe(message)
  expect(document.activeElement).toBe(input)
}

describe('ContactForm', () => {
  it('has the four labelled fields, a numeric phone, and lets the rule (not the browser) validate', () => {
    render(<ContactForm />)
    expect(field('Name').type).toBe('text')
    expect(field('Phone Number').type).toBe('tel')
    expect(field('Phone Number').inputMode).toBe('numeric')
    expect(field('Email').type).toBe('email')
    expect(field('Message').tagName).toBe('TEXTAREA')
    expect(field('Name').closest('form')?.noValidate).toBe(true)
  })

  it('shows each required message by its field, one at a time', () => {
    render(<ContactForm />)
    send()
    expectMessageOn('Name', CONTACT_MESSAGES.nameRequired)
    expect(field('Email').getAttribute('aria-invalid')).toBe('false')

    fill({ Name: 'Ada' })
    send()
    expectMessageOn('Phone Number', CONTACT_MESSAGES.phoneRequired)
    expect(field('Name').getAttribute('aria-invalid')).toBe('false')
    expect(field('Name').hasAttribute('aria-describedby')).toBe(false)

    fill({ 'Phone Number': '5550100' })
    send()
    expectMessageOn('Email', CONTACT_MESSAGES.emailRequired)

    fill({ Email: 'ada@example.com' })
    send()
    expectMessageOn('Message', CONTACT_MESSAGES.messageRequired)
  })

  it('checks the message length before the Gmail address', () => {
    render(<ContactForm />)
    fill({ Name: 'Ada', 'Phone Number': '5550100', Email: 'ada@example.com', Message: '   too short     ' })
    send()
    expectMessageOn('Message', CONTACT_MESSAGES.messageTooShort)
    expect(screen.queryByText(CONTACT_MESSAGES.emailNotGmail)).toBeNull()

    fill({ Message: 'I am looking for an old edition of Frankenstein.' })
    send()
    expectMessageOn('Email', CONTACT_MESSAGES.emailNotGmail)
    expect(screen.queryByText(CONTACT_MESSAGES.messageTooShort)).toBeNull()
  })

  it('clears every field and thanks the shopper when the form is valid', () => {
    render(<ContactForm />)
    expect(screen.getByRole('status').textContent).toBe('')
    fill({
      Name: 'Ada',
      'Phone Number': '5550100',
      Email: 'ada@gmail.com',
      Message: 'I am looking for an old edition of Frankenstein.',
    })
    send()
    expect(screen.getByRole('status').textContent).toBe(CONTACT_MESSAGES.success)
    for (const label of ['Name', 'Phone Number', 'Email', 'Message']) expect(field(label).value).toBe('')
    expect(
      screen.queryAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true'),
    ).toEqual([])

    send()
    expect(screen.getByRole('status').textContent).toBe('')
    expectMessageOn('Name', CONTACT_MESSAGES.nameRequired)
  })
})
