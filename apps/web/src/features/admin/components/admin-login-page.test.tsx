// The admin login screen (spec §2, §4, §5, §8): both fields required with their messages, the spec's sentence on a
// refusal (and logged), and on success the token in localStorage 'token', the dialog and /dashboard.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { stubFetch } from '@/testing/fake-fetch'
import { field, fill, messageOf } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { AdminLoginPage } from './admin-login-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

afterEach(() => vi.restoreAllMocks())

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Login' }))

describe('AdminLoginPage', () => {
  it('is headed Admin Dashboard Login and requires both fields, next to them, without calling the server', async () => {
    const requests = stubFetch({})
    renderScreen(<AdminLoginPage />, { path: '/admin' })
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard Login' })).toBeTruthy()
    submit()
    await waitFor(() => expect(messageOf('Username')).toBe('Username is required'))
    expect(messageOf('Password')).toBe('Password is required')
    expect(field('Password').type).toBe('password')
    expect(requests).toEqual([])
  })

  it('shows the spec sentence inline on a refusal, logs it, and keeps no token', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'POST /api/auth/admin': () => ({
        status: 401,
        body: { error: 'unauthorized', message: 'Wrong username or password' },
      }),
    })
    const { router } = renderScreen(<AdminLoginPage />, { path: '/admin' })
    fill({ Username: 'admin', Password: 'wrong-password' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Please provide a valid email and password')
    expect(logged).toHaveBeenCalled()
    expect(localStorage.getItem('token')).toBeNull()
    expect(router.state.location.pathname).toBe('/admin')
    expect(showDialog).not.toHaveBeenCalled()
  })

  it("says when to try again after too many attempts, in the server's words", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'POST /api/auth/admin': () => ({
        status: 429,
        headers: { 'Retry-After': '120' },
        body: {
          error: 'rate_limited',
          message: 'Too many failed attempts for this account. Try again in 120 seconds.',
        },
      }),
    })
    renderScreen(<AdminLoginPage />, { path: '/admin' })
    fill({ Username: 'admin', Password: 'wrong-password' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many failed attempts for this account. Try again in 120 seconds.',
    )
    expect(field('Username').value).toBe('admin')
  })

  it("says when to try again from Retry-After when the server's words do not", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'POST /api/auth/admin': () => ({
        status: 429,
        headers: { 'Retry-After': '42' },
        body: { error: 'rate_limited', message: 'Too many attempts' },
      }),
    })
    renderScreen(<AdminLoginPage />, { path: '/admin' })
    fill({ Username: 'admin', Password: 'wrong-password' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Try again in 42 seconds.')
  })

  it("shows a 400's words beside the field it names, and keeps the spec sentence", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubFetch({
      'POST /api/auth/admin': () => ({
        status: 400,
        body: { error: 'validation', message: 'Invalid body: username: must be at most 100 characters' },
      }),
    })
    renderScreen(<AdminLoginPage />, { path: '/admin' })
    fill({ Username: 'admin', Password: 'wrong-password' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Please provide a valid email and password')
    expect(messageOf('Username')).toBe('Username must be at most 100 characters')
    expect(messageOf('Password')).toBeNull()
  })

  it("keeps the token in localStorage 'token', shows the dialog and opens the dashboard", async () => {
    const requests = stubFetch({ 'POST /api/auth/admin': () => ({ body: { token: 'h.p.s' } }) })
    const { router } = renderScreen(<AdminLoginPage />, { path: '/admin' })
    fill({ Username: ' Admin ', Password: 'correct horse' })
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(requests).toEqual([
      { method: 'POST', path: '/api/auth/admin', body: { username: 'admin', password: 'correct horse' } },
    ])
    expect(localStorage.getItem('token')).toBe('h.p.s')
    expect(showDialog).toHaveBeenCalledExactlyOnceWith({ title: 'Admin login successful!', icon: 'success' })
  })
})
