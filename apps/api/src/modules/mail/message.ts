// One shape for every message the store sends (issue 24): a greeting, paragraphs, an optional button link and
// optional lines (an order's books), rendered as plain text and as simple HTML with the store's name. Nothing here
// takes a password: no message ever carries one.

import { STORE_NAME } from '@bookstore/contract/constants'

export interface MailContent {
  subject: string
  /** 'Hello Ann,' — without it the message opens with its first paragraph. */
  greeting?: string
  paragraphs: readonly string[]
  /** A call to action: its label and absolute URL (a reset link, a tracking link). */
  action?: { label: string; url: string }
  /** Rows of a small table (an order's lines and total): label and value. */
  lines?: ReadonlyArray<{ label: string; value: string }>
  /** Paragraphs after the action and lines (why she got this mail, what to do if it was not her). */
  footer?: readonly string[]
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The message as plain text and as HTML; the subject is prefixed with the store's name. */
export function renderMail(content: MailContent): RenderedMail {
  const subject = `${STORE_NAME}: ${content.subject}`
  const text: string[] = []
  const html: string[] = []
  if (content.greeting) {
    text.push(content.greeting, '')
    html.push(`<p>${escapeHtml(content.greeting)}</p>`)
  }
  for (const paragraph of content.paragraphs) {
    text.push(paragraph, '')
    html.push(`<p>${escapeHtml(paragraph)}</p>`)
  }
  if (content.lines && content.lines.length > 0) {
    const width = Math.max(...content.lines.map((line) => line.label.length))
    for (const line of content.lines) text.push(`${line.label.padEnd(width)}  ${line.value}`)
    text.push('')
    const rows = content.lines
      .map(
        (line) =>
          `<tr><td style="padding:2px 12px 2px 0">${escapeHtml(line.label)}</td><td style="padding:2px 0;text-align:right">${escapeHtml(line.value)}</td></tr>`,
      )
      .join('')
    html.push(`<table style="border-collapse:collapse">${rows}</table>`)
  }
  if (content.action) {
    text.push(`${content.action.label}: ${content.action.url}`, '')
    html.push(
      `<p><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:8px 16px;background:#1e40af;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`,
      `<p style="font-size:12px;color:#555">${escapeHtml(content.action.url)}</p>`,
    )
  }
  for (const paragraph of content.footer ?? []) {
    text.push(paragraph, '')
    html.push(`<p style="font-size:12px;color:#555">${escapeHtml(paragraph)}</p>`)
  }
  text.push(`— ${STORE_NAME}`)
  html.push(`<p>— ${escapeHtml(STORE_NAME)}</p>`)
  return {
    subject,
    text: `${text.join('\n')}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;color:#111">${html.join('')}</body></html>`,
  }
}
