// The stock bar: 'Stock: N', a meter whose width is stock / 150 (capped), red below 20 and green from 20 on.
import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { StockLevel } from './stock-level'

const bar = () => {
  const meter = screen.getByRole('meter', { name: 'Stock level' })
  const fill = meter.firstElementChild as HTMLElement
  return { meter, fill }
}

describe('StockLevel', () => {
  it('shows the count and a bar of stock / 150', () => {
    render(<StockLevel stock={75} />)
    expect(screen.getByText(/Stock:/).textContent).toBe('Stock: 75')
    const { meter, fill } = bar()
    expect(fill.style.width).toBe('50%')
    expect(meter.getAttribute('aria-valuenow')).toBe('50')
    expect(meter.getAttribute('aria-valuemin')).toBe('0')
    expect(meter.getAttribute('aria-valuemax')).toBe('100')
    expect(meter.getAttribute('aria-valuetext')).toBe('75 in stock')
  })

  it('is red below 20 and green at 20', () => {
    const { unmount } = render(<StockLevel stock={19} />)
    expect(bar().fill.className).toContain('bg-red-600')
    expect(bar().fill.style.width).toBe(`${(19 / 150) * 100}%`)
    unmount()

    render(<StockLevel stock={20} />)
    expect(bar().fill.className).toContain('bg-emerald-600')
    expect(bar().fill.className).not.toContain('bg-red-600')
  })

  it('keeps the bar within its track, and empty at 0', () => {
    const { unmount } = render(<StockLevel stock={400} />)
    expect(bar().fill.style.width).toBe('100%')
    unmount()

    render(<StockLevel stock={0} />)
    expect(bar().fill.style.width).toBe('0%')
    expect(bar().fill.className).toContain('bg-red-600')
  })
})
