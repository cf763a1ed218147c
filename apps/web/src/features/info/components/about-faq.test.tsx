// The FAQ toggles with Show FAQ / Hide FAQ and keeps one answer open at a time.
import { RETURN_WINDOW_DAYS } from '@bookstore/contract/constants'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FAQ_ITEMS } from '@/features/info/faq-items'
import { AboutFaq } from './about-faq'

const questionButton = (index: number) => screen.getByRole('button', { name: FAQ_ITEMS[index]?.question })
const openAnswers = () =>
  FAQ_ITEMS.flatMap((item) => screen.queryAllByRole('region', { name: item.question })).map(
    (region) => region.textContent,
  )

describe('AboutFaq', () => {
  it('shows and hides the questions with its toggle', () => {
    render(<AboutFaq />)
    const toggle = screen.getByRole('button', { name: 'Show FAQ' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: FAQ_ITEMS[0]?.question })).toBeNull()

    fireEvent.click(toggle)
    expect(toggle.textContent).toBe('Hide FAQ')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(false)
    FAQ_ITEMS.forEach((_, index) => expect(questionButton(index)).toBeTruthy())
    expect(FAQ_ITEMS).toHaveLength(5)

    fireEvent.click(screen.getByRole('button', { name: 'Hide FAQ' }))
    expect(screen.getByRole('button', { name: 'Show FAQ' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('button', { name: FAQ_ITEMS[0]?.question })).toBeNull()
  })

  it('opens one answer at a time and closes it again', () => {
    render(<AboutFaq />)
    fireEvent.click(screen.getByRole('button', { name: 'Show FAQ' }))
    expect(openAnswers()).toEqual([])

    fireEvent.click(questionButton(0))
    expect(questionButton(0).getAttribute('aria-expanded')).toBe('true')
    expect(openAnswers()).toEqual([FAQ_ITEMS[0]?.answer])
    expect(document.getElementById(questionButton(0).getAttribute('aria-controls') ?? '')?.hidden).toBe(false)

    fireEvent.click(questionButton(3))
    expect(questionButton(0).getAttribute('aria-expanded')).toBe('false')
    expect(questionButton(3).getAttribute('aria-expanded')).toBe('true')
    expect(openAnswers()).toEqual([FAQ_ITEMS[3]?.answer])

    fireEvent.click(questionButton(3))
    expect(openAnswers()).toEqual([])
  })

  it('answers the five topics, with the return window of the contract', () => {
    render(<AboutFaq />)
    fireEvent.click(screen.getByRole('button', { name: 'Show FAQ' }))
    const answers = FAQ_ITEMS.map((_, index) => {
      fireEvent.click(questionButton(index))
      return openAnswers()[0] ?? ''
    })
    expect(answers[0]).toContain(`within ${RETURN_WINDOW_DAYS} days`)
    expect(answers[0]).toContain('proof of purchase')
    expect(answers[1]).toContain('tracking link')
    expect(answers[2]).toMatch(/ship to most countries/)
    expect(answers[3]).toContain('library of your account')
    expect(answers[4]).toMatch(/credit and debit cards, PayPal and gift cards.*invoice.*bank transfer/)
  })
})
