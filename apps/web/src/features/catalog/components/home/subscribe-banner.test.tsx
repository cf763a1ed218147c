// The subscribe banner: a non-Gmail address shows the spec's message above the field and goes nowhere; each
// attempt starts clean; a Gmail address goes to /subscribe-success without a single request.
import { SUBSCRIBE_EMAIL_ERROR } from '@bookstore/contract/email-rules'
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderScreen } from '@/testing/render-screen'
import { SubscribeBanner } from './subscribe-banner'

const renderBanner = () => {
  const { router } = renderScreen(<SubscribeBanner image="hero-01.webp" />, {
    others: { '/subscribe-success': 'Subscribed' },
  })
  const input = screen.getByLabelText('Email address')
  const subscribe = (email: string) => {
    fireEvent.change(input, { target: { value: email } })
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }))
  }
  return { router, input, subscribe }
}

afterEach(() => vi.restoreAllMocks())

describe('SubscribeBanner', () => {
  it('shows the spec texts, a labelled email field and an image', () => {
    renderBanner()
    expect(screen.getByRole('heading', { level: 2, name: 'New Releases This Week' })).toBeTruthy()
    expect(
      screen.getByText("It's time to update your reading list with some of the latest releases."),
    ).toBeTruthy()
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email')
    expect(document.querySelector('img')?.getAttribute('loading')).toBe('lazy')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the message in a box above the field for a non-Gmail address, and stays', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { router, input, subscribe } = renderBanner()
    subscribe('reader@example.com')

    const alert = screen.getByRole('alert')
    expect(alert.textContent).toBe(SUBSCRIBE_EMAIL_ERROR)
    // The box comes before the field in the document, so it shows above it.
    expect(alert.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(input.getAttribute('aria-describedby')).toBe(alert.id)
    expect(router.state.location.pathname).toBe('/')
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('clears the message at each attempt: a new box for a new failure, none after success', () => {
    const { router, subscribe } = renderBanner()
    subscribe('')
    const first = screen.getByRole('alert')
    subscribe('reader@gmail.co')
    const second = screen.getByRole('alert')
    expect(second.textContent).toBe(SUBSCRIBE_EMAIL_ERROR)
    expect(second).not.toBe(first)
    expect(screen.getAllByRole('alert')).toHaveLength(1)

    subscribe('reader@gmail.com')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(router.state.location.pathname).toBe('/subscribe-success')
  })

  it('goes to /subscribe-success for a Gmail address without sending anything', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    const { router, subscribe } = renderBanner()
    subscribe('  Reader.Name@GMAIL.com ')
    expect(await screen.findByText('Subscribed')).toBeTruthy()
    expect(router.state.location.pathname).toBe('/subscribe-success')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
