// Manage Books' rows on a phone and with covers (issue 27 items 3 and 5): each title has its cover's thumbnail, small,
// lazy and silent beside the title it shows; '#' and Category hide below their breakpoints while the title, price,
// stock and the Edit and Delete actions always show.
import { coverSources } from '@bookstore/contract/cover-sources'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { BOOKS, FRANKENSTEIN } from '@/testing/admin-kit'
import { renderScreen } from '@/testing/render-screen'
import { BookTable } from './book-table'

const renderTable = () =>
  renderScreen(<BookTable books={BOOKS} firstNumber={1} stale={false} />, { path: '/dashboard/manage-books' })

const hidesBelow = (element: Element): string | null =>
  element.classList.contains('hidden')
    ? (Array.from(element.classList)
        .find((name) => name.endsWith(':table-cell'))
        ?.split(':')[0] ?? 'always')
    : null

describe('BookTable', () => {
  it("shows each cover's thumbnail in the title cell, lazy, with alt='' beside the title", async () => {
    renderTable()
    const header = await screen.findByRole('rowheader', { name: 'Frankenstein; or, The Mod...' })
    const img = header.querySelector('img')
    if (!img) throw new Error('no cover in the title cell')
    expect(img.getAttribute('alt')).toBe('')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('src')).toBe(coverSources(FRANKENSTEIN.coverImage).src)
    // Small: the thumbnail's file where the cover has one.
    expect(img.getAttribute('sizes')).toBe('2rem')
    // One thumbnail a row, none of which is announced.
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('img[alt=""]').length),
    ).toEqual([1, 1, 1])
    expect(screen.queryAllByRole('img')).toEqual([])
  })

  it('hides # and Category on a phone, keeping the title, price, stock and actions', async () => {
    renderTable()
    const table = await screen.findByRole('table')
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => [head.textContent, hidesBelow(head)]),
    ).toEqual([
      ['#', 'sm'],
      ['Book Title', null],
      ['Category', 'md'],
      ['Price', null],
      ['Stock', null],
      ['Actions', null],
    ])
    const [, first] = within(table).getAllByRole('row')
    if (!first) throw new Error('no body row')
    expect(Array.from(first.querySelectorAll('th, td')).map(hidesBelow)).toEqual([
      'sm',
      null,
      'md',
      null,
      null,
      null,
    ])
    expect(within(first).getByRole('link', { name: `Edit ${FRANKENSTEIN.title}` })).toBeTruthy()
    expect(within(first).getByRole('button', { name: `Delete ${FRANKENSTEIN.title}` })).toBeTruthy()
  })
})
