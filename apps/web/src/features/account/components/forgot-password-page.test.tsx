// The forgot-password screen (issue 24): the email's messages inline without calling the server, the one answer in a
// status region whatever the email, and too many requests or an unreachable server next to the form with the email
// kept; /login leads here.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { field, fill, messageOf } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { ForgotPasswordPage } from './forgot-password-page'
import { LoginPage } from './login-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const REQUEST = 'POST /api/identity/request-password-reset'
const SENT = 'If an account exists for that email, we sent a link'
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }))

describe('ForgotPasswordPage', () => {
  it('is linked from /login', async () => {
    stubFetch({ 'GET /api/identity-config': () => ({ body: { google: true } }) })
    const { router } = renderScreen(<LoginPage />, {
      path: '/login',
      others: { '/forgot-password': 'Forgot' },
    })
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'))
  })

  it('says what is wrong with the email, next to it, without calling the server', async () => {
    const requests = stubFetch({})
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' })
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy()
    submit()
    await waitFor(() => expect(messageOf('Email')).toBe('Email is required'))
    expect(document.activeElement).toBe(field('Email'))
    fill({ Email: 'not-an-email' })
    submit()
    await waitFor(() => expect(messageOf('Email')).toBe('Invalid email address'))
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('sends the email and shows the one answer in a status region, the email kept', async () => {
    const requests = stubFetch({ [REQUEST]: () => ({ body: { status: true, message: SENT } }) })
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' })
    expect(screen.getByRole('status').textContent).toBe('')
    fill({ Email: ' ada@example.org ' })
    submit()
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(SENT))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ email: 'ada@example.org' })
    expect(field('Email').value.trim()).toBe('ada@example.org')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows too many requests and an unreachable server next to the form, keeping the email', async () => {
    let answer: 'limited' | 'down' = 'limited'
    stubFetch({
      [REQUEST]: () =>
        answer === 'limited'
          ? {
              status: 429,
              headers: { 'Retry-After': '1800' },
              body: { error: 'rate_limited', message: 'Too many requests for this account.' },
            }
          : Promise.reject(new TypeError('Failed to fetch')),
    })
    renderScreen(<ForgotPasswordPage />, { path: '/forgot-password' })
    fill({ Email: 'ada@example.org' })
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many requests for this account. Try again in 30 minutes.',
      ),
    )
    expect(screen.getByRole('status').textContent).toBe('')
    answer = 'down'
    submit()
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Could not reach the server'))
    expect(field('Email').value).toBe('ada@example.org')
  })
})
