// renderMail (message.ts): the subject under the store's name; the text and the HTML both carry every paragraph, the
// action's URL, the lines and the store's name; in the HTML whatever a customer typed is escaped.

import { describe, expect, it } from 'vitest'
import { STORE_NAME } from '@bookstore/contract/constants'
import { renderMail, type MailContent } from './message'

const content: MailContent = {
  subject: 'Your order is on its way',
  greeting: 'Hello <b>Ann</b> & co,',
  paragraphs: ['We sent "The Hobbit" today.', "It's <script>alert(1)</script> yours."],
  action: { label: 'Track it', url: 'https://shop.example.com/track/a"b?x=1&y=2' },
  lines: [
    { label: 'The Hobbit × 2', value: '$20.00' },
    { label: 'Total', value: '$20.00' },
  ],
  footer: ['You get this mail because you ordered from us.'],
}

describe('renderMail', () => {
  const mail = renderMail(content)

  it('prefixes the subject with the store name', () => {
    expect(mail.subject).toBe(`${STORE_NAME}: Your order is on its way`)
  })

  it('writes the text as given, with the action URL, the lines and the store name', () => {
    expect(mail.text).toContain('Hello <b>Ann</b> & co,')
    expect(mail.text).toContain("It's <script>alert(1)</script> yours.")
    expect(mail.text).toContain('Track it: https://shop.example.com/track/a"b?x=1&y=2')
    expect(mail.text).toMatch(/The Hobbit × 2 {2}\$20\.00\nTotal {11}\$20\.00/)
    expect(mail.text).toContain('You get this mail because you ordered from us.')
    expect(mail.text.trimEnd().endsWith(`— ${STORE_NAME}`)).toBe(true)
  })

  it('escapes the HTML and carries the action URL (as a link and as text), the lines and the store name', () => {
    expect(mail.html).toContain('Hello &#60;b&#62;Ann&#60;/b&#62; &#38; co,')
    expect(mail.html).toContain('It&#39;s &#60;script&#62;alert(1)&#60;/script&#62; yours.')
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).not.toContain('<b>Ann')
    const url = 'https://shop.example.com/track/a&#34;b?x=1&#38;y=2'
    expect(mail.html).toContain(`href="${url}"`)
    expect(mail.html.split(url)).toHaveLength(3)
    expect(mail.html).toContain('The Hobbit × 2')
    expect(mail.html).toContain(`— ${STORE_NAME}`)
  })

  it('leaves out the greeting, action, lines and footer when there are none', () => {
    const plain = renderMail({ subject: 'Hi', paragraphs: ['Only this.'] })
    expect(plain.text).toBe(`Only this.\n\n— ${STORE_NAME}\n`)
    expect(plain.html).not.toContain('<a ')
    expect(plain.html).not.toContain('<table')
  })
})
