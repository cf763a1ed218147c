// The genre dropdown lists every other genre of the Books menu, All Books included, and opens the chosen one.
import { HEADER_CATEGORIES } from '@bookstore/contract/categories'
import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderScreen } from '@/testing/render-screen'
import { CategorySelect } from './category-select'

const renderAt = (genre: string) => {
  const { router } = renderScreen(<CategorySelect current={genre} />, {
    route: '/categories/:genre',
    path: `/categories/${genre}`,
  })
  return { router, select: screen.getByRole('combobox', { name: 'Browse another genre' }) }
}

const choices = () =>
  screen
    .getAllByRole('option')
    .filter((option) => !(option as HTMLOptionElement).disabled)
    .map((option) => option.textContent)

describe('CategorySelect', () => {
  it('lists the other genres, All Books first, without the current one', () => {
    renderAt('fantasy')
    expect(choices()).toEqual(HEADER_CATEGORIES.filter((c) => c.link !== 'fantasy').map((c) => c.name))
    expect(choices()[0]).toBe('All Books')
    expect(choices()).not.toContain('Fantasy')
  })

  it('leaves All Books out on the whole collection', () => {
    renderAt('none')
    expect(choices()).not.toContain('All Books')
    expect(choices()).toContain('Fantasy')
  })

  it('opens the chosen genre, and the whole collection for All Books', () => {
    const { router, select } = renderAt('science-fiction')
    fireEvent.change(select, { target: { value: 'dystopian-fantasy' } })
    expect(router.state.location.pathname).toBe('/categories/dystopian-fantasy')

    fireEvent.change(screen.getByRole('combobox', { name: 'Browse another genre' }), {
      target: { value: 'none' },
    })
    expect(router.state.location.pathname).toBe('/categories/none')
  })
})
