// The register screen: every message of spec §5 by its field, a taken username under its field, a common password
// under the password, any other refusal as the spec sentence; on success the real-user record (spec §7), the dialog
// and the home page.
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { stubFetch } from '@/testing/fake-fetch'
import { field, fill } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { ADA } from '@/testing/shopper-kit'
import { RegisterPage } from './register-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

type Label = 'Username' | 'Email' | 'Password' | 'Confirm password'
/** The field's message while it is marked invalid, else null. */
const messageOf = (label: Label) =>
  field(label).getAttribute('aria-invalid') === 'true'
    ? document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent
    : null
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Register' }))

const identityConfig = { 'GET /api/identity-config': () => ({ body: { google: true } }) }
const complete = {
  Username: 'Ada',
  Email: 'ada@example.org',
  Password: 'secret1',
  'Confirm password': 'secret1',
}

describe('RegisterPage', () => {
  it('shows every required message by its field', async () => {
    const requests = stubFetch(identityConfig)
    renderScreen(<RegisterPage />, { path: '/register' })
    submit()
    await waitFor(() => expect(messageOf('Username')).toBe('Username is required'))
    expect(messageOf('Email')).toBe('Email is required')
    expect(messageOf('Password')).toBe('Password is required')
    expect(messageOf('Confirm password')).toBe('Please confirm your password')
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
  })

  it('asks for 6 characters of password and a matching confirmation, updating as the shopper types', async () => {
    stubFetch(identityConfig)
    renderScreen(<RegisterPage />, { path: '/register' })
    fill({ ...complete, Password: '12345', 'Confirm password': '54321' })
    submit()
    await waitFor(() => expect(messageOf('Password')).toBe('Password must be at least 6 characters'))
    expect(messageOf('Confirm password')).toBe('Passwords do not match')

    fill({ Password: '123456', 'Confirm password': '123456' })
    await waitFor(() => expect(messageOf('Password')).toBeNull())
    expect(messageOf('Confirm password')).toBeNull()
  })

  it('puts a taken username under its field and any other refusal in the spec sentence', async () => {
    let answer = { status: 409, body: { error: 'conflict', message: 'That username is taken' } }
    stubFetch({ ...identityConfig, 'POST /api/identity/sign-up/email': () => answer })
    renderScreen(<RegisterPage />, { path: '/register' })
    fill(complete)
    submit()
    await waitFor(() => expect(messageOf('Username')).toBe('That username is taken'))
    expect(screen.queryByRole('alert')).toBeNull()

    answer = { status: 422, body: { error: 'user_already_exists_use_another_email', message: 'User exists' } }
    fill({ Username: 'ada2' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toBe('Please provide a valid email and password')
    // The spec's sentence stays; the server's words go beside the field they are about.
    expect(messageOf('Email')).toBe('User exists')
    expect(messageOf('Username')).toBeNull()
    expect(showDialog).not.toHaveBeenCalled()
  })

  it("shows a 400's words beside the field it names, with the spec sentence, keeping what was typed", async () => {
    let answer = {
      status: 400,
      body: {
        error: 'validation',
        message: 'Invalid body: email: Enter an email address like ada@example.org',
      },
    }
    stubFetch({ ...identityConfig, 'POST /api/identity/sign-up/email': () => answer })
    renderScreen(<RegisterPage />, { path: '/register' })
    fill(complete)
    submit()
    await waitFor(() => expect(messageOf('Email')).toBe('Enter an email address like ada@example.org'))
    expect(screen.getByRole('alert').textContent).toBe('Please provide a valid email and password')
    expect(document.activeElement).toBe(field('Email'))
    expect(field('Email').value).toBe('ada@example.org')

    answer = { status: 400, body: { error: 'password_too_short', message: 'Password is too short' } }
    submit()
    await waitFor(() => expect(messageOf('Password')).toBe('Password is too short'))
    expect(messageOf('Email')).toBeNull()
  })

  it('shows a common password by the password field, keeps what was typed, and no failure line or dialog', async () => {
    const requests = stubFetch({
      ...identityConfig,
      'POST /api/identity/sign-up/email': () => ({
        status: 400,
        body: { error: 'common_password', message: 'Choose a password that is harder to guess' },
      }),
    })
    const { router } = renderScreen(<RegisterPage />, { path: '/register' })
    const typed = { ...complete, Password: 'password1', 'Confirm password': 'password1' }
    fill(typed)
    submit()
    await waitFor(() => expect(messageOf('Password')).toBe(COMMON_PASSWORD_MESSAGE))
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common. Please choose another one.')
    expect(document.activeElement).toBe(field('Password'))
    expect(messageOf('Username')).toBeNull()
    expect(messageOf('Email')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(showDialog).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/register')
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.path)).toEqual([
      '/api/identity/sign-up/email',
    ])
    for (const [label, value] of Object.entries(typed)) expect(field(label).value).toBe(value)

    // Another password clears the message.
    fill({ Password: 'a quieter passphrase' })
    await waitFor(() => expect(messageOf('Password')).toBeNull())
  })

  it('signs up with the username as typed and as name too, sends the real user, shows the dialog and goes to /', async () => {
    const requests = stubFetch({
      ...identityConfig,
      'POST /api/identity/sign-up/email': () => ({ body: { token: 't', user: ADA } }),
      'POST /api/real-users/create-real-user': (body) => ({ body: { ...(body as object), name: 'ada' } }),
    })
    const { router } = renderScreen(<RegisterPage />, { path: '/register' })
    fill(complete)
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    const posts = requests.filter((r) => r.method === 'POST')
    expect(posts).toEqual([
      {
        method: 'POST',
        path: '/api/identity/sign-up/email',
        body: { email: 'ada@example.org', password: 'secret1', name: 'Ada', username: 'Ada' },
      },
      {
        method: 'POST',
        path: '/api/real-users/create-real-user',
        body: { email: 'ada@example.org', uid: 'uid-ada', username: 'ada' },
      },
    ])
    expect(showDialog).toHaveBeenCalledWith(expect.objectContaining({ title: 'Registration successful' }))
  })
})
