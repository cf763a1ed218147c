// The login screen: its messages inline (spec §5), the spec's sentence on a refusal, the server's on too many
// attempts, and on success the dialog and the page the guard stopped the shopper at.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { stubFetch } from '@/testing/fake-fetch'
import { field, fill, messageOf } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { ADA } from '@/testing/shopper-kit'
import { LoginPage } from './login-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }))

const identityConfig = { 'GET /api/identity-config': () => ({ body: { google: true } }) }

describe('LoginPage', () => {
  it('says which field is missing, next to it, without calling the server', async () => {
    const requests = stubFetch(identityConfig)
    renderScreen(<LoginPage />, { path: '/login' })
    submit()
    await waitFor(() => expect(messageOf('Email')).toBe('Email is required'))
    expect(messageOf('Password')).toBe('Password is required')
    expect(field('Email').getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(field('Email'))
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register')
  })

  it('answers a refused sign-in with the spec sentence, and too many attempts with when to try again', async () => {
    let status = 401
    stubFetch({
      ...identityConfig,
      'POST /api/identity/sign-in/email': () => ({
        status,
        ...(status === 429 ? { headers: { 'Retry-After': '30' } } : {}),
        body: {
          error: status === 401 ? 'invalid_email_or_password' : 'rate_limited',
          message: 'Too many attempts.',
        },
      }),
    })
    renderScreen(<LoginPage />, { path: '/login' })
    fill({ Email: 'ada@example.org', Password: 'wrong' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Please provide a valid email and password')

    status = 429
    submit()
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many attempts. Try again in 30 seconds.'),
    )
    expect(showDialog).not.toHaveBeenCalled()
  })

  it('signs in, shows the success dialog and goes back to where the guard stopped the shopper', async () => {
    const requests = stubFetch({
      ...identityConfig,
      'POST /api/identity/sign-in/email': () => ({ body: { redirect: false, token: 't', user: ADA } }),
    })
    const { router, queryClient } = renderScreen(<LoginPage />, {
      path: '/login',
      state: { from: '/profile' },
    })
    fill({ Email: ' ada@example.org ', Password: 'secret1' })
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'ada@example.org',
      password: 'secret1',
    })
    expect(showDialog).toHaveBeenCalledWith({ title: 'Login was successful', icon: 'success' })
    expect(queryClient.getQueryData(['identity', 'session'])).toEqual({
      displayName: 'ada',
      photoURL: null,
      email: 'ada@example.org',
      uid: 'uid-ada',
    })
  })

  it('goes to / after signing in when no page was asked for, and never to another site', async () => {
    stubFetch({
      ...identityConfig,
      'POST /api/identity/sign-in/email': () => ({ body: { user: ADA } }),
    })
    const { router } = renderScreen(<LoginPage />, { path: '/login', state: { from: '//evil.example/x' } })
    fill({ Email: 'ada@example.org', Password: 'secret1' })
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
  })
})
