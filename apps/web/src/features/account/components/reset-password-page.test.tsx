// The reset-password screen (issue 24): the register form's password messages inline, the server's refusal of a
// common password under its field, a link refused (expired, used) or without a token offering a new one, and on
// success the token and the new password sent, the dialog and /login.
import { COMMON_PASSWORD_MESSAGE } from '@bookstore/contract/constants'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { stubFetch } from '@/testing/fake-fetch'
import { field, fill, messageOf } from '@/testing/form-kit'
import { renderScreen } from '@/testing/render-screen'
import { ResetPasswordPage } from './reset-password-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const RESET = 'POST /api/identity/reset-password'
const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.'
const at = (token?: string) => ({
  path: token === undefined ? '/reset-password' : `/reset-password?token=${token}`,
  route: '/reset-password',
  others: ['/login', '/forgot-password'],
})
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reset password' }))

describe('ResetPasswordPage', () => {
  it("shows the register form's password messages by their fields, without calling the server", async () => {
    const requests = stubFetch({})
    renderScreen(<ResetPasswordPage />, at('tok-1'))
    submit()
    await waitFor(() => expect(messageOf('Password')).toBe('Password is required'))
    expect(messageOf('Confirm password')).toBe('Please confirm your password')
    fill({ Password: '12345', 'Confirm password': '12346' })
    submit()
    await waitFor(() => expect(messageOf('Password')).toBe('Password must be at least 6 characters'))
    expect(messageOf('Confirm password')).toBe('Passwords do not match')
    expect(requests).toEqual([])
  })

  it('sends the token and the new password, then shows the dialog on /login', async () => {
    const requests = stubFetch({ [RESET]: () => ({ body: { status: true } }) })
    const { router } = renderScreen(<ResetPasswordPage />, at('tok-1'))
    fill({ Password: 'a-new-shelf', 'Confirm password': 'a-new-shelf' })
    submit()
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      token: 'tok-1',
      newPassword: 'a-new-shelf',
    })
    expect(showDialog).toHaveBeenCalledWith({
      title: 'Your password was reset',
      text: 'Sign in with your new password.',
      icon: 'success',
    })
  })

  it('shows a common password refused by the server under the password, keeping what was typed', async () => {
    stubFetch({
      [RESET]: () => ({ status: 400, body: { error: 'common_password', message: 'too common' } }),
    })
    renderScreen(<ResetPasswordPage />, at('tok-1'))
    fill({ Password: 'password', 'Confirm password': 'password' })
    submit()
    await waitFor(() => expect(messageOf('Password')).toBe(COMMON_PASSWORD_MESSAGE))
    expect(field('Password').value).toBe('password')
    expect(showDialog).not.toHaveBeenCalled()
  })

  it('says a refused link is invalid and leads to a new one', async () => {
    stubFetch({
      [RESET]: () => ({ status: 400, body: { error: 'invalid_token', message: INVALID_LINK } }),
    })
    const { router } = renderScreen(<ResetPasswordPage />, at('used'))
    fill({ Password: 'a-new-shelf', 'Confirm password': 'a-new-shelf' })
    submit()
    expect((await screen.findByRole('alert')).textContent).toContain(INVALID_LINK)
    expect(screen.queryByLabelText('Password')).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'Request a new link' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'))
  })

  it('says so at once when the link has no token', () => {
    stubFetch({})
    renderScreen(<ResetPasswordPage />, at())
    expect(screen.getByRole('alert').textContent).toContain(INVALID_LINK)
    expect(screen.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    )
  })
})
