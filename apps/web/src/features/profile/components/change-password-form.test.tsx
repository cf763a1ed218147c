// Change password on the profile (issue 24): sign-up's messages beside the fields, a wrong current password beside
// that field, sent with revokeOtherSessions; success empties the fields and says that other devices were signed out.
// A Google-only account sees a note instead of the form.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { field, fill, messageOf } from '@/testing/form-kit'
import { PROFILE_ROUTES, stubProfileServer } from '@/testing/profile-kit'
import { renderScreen } from '@/testing/render-screen'
import { ProfilePage } from './profile-page'

const section = () => screen.findByRole('region', { name: 'Change password' })
const submit = async () =>
  fireEvent.click(await within(await section()).findByRole('button', { name: 'Change password' }))
const renderProfile = () => renderScreen(<ProfilePage />, { path: '/profile' })

describe('ChangePasswordForm', () => {
  it("says every rule's message next to its field, as sign-up does, and sends nothing", async () => {
    const requests = stubProfileServer()
    renderProfile()
    await submit()
    await waitFor(() => expect(messageOf('Current password')).toBe('Please enter your current password'))
    expect(messageOf('New password')).toBe('Password is required')
    expect(messageOf('Confirm new password')).toBe('Please confirm your password')
    fill({ 'Current password': 'old-secret', 'New password': 'abc', 'Confirm new password': 'abd' })
    await submit()
    await waitFor(() => expect(messageOf('New password')).toBe('Password must be at least 6 characters'))
    expect(messageOf('Confirm new password')).toBe('Passwords do not match')
    expect(requests.some((r) => r.path === '/api/identity/change-password')).toBe(false)
  })

  it('shows a wrong current password next to that field, keeping what was typed', async () => {
    stubProfileServer({
      [PROFILE_ROUTES.changePassword]: () => ({
        status: 400,
        body: { error: 'invalid_password', message: 'Invalid password' },
      }),
    })
    renderProfile()
    await screen.findByLabelText('Current password')
    fill({
      'Current password': 'wrong-one',
      'New password': 'new-secret-9',
      'Confirm new password': 'new-secret-9',
    })
    await submit()
    await waitFor(() => expect(messageOf('Current password')).toBe('Your current password is not correct'))
    expect(field('New password').value).toBe('new-secret-9')
    expect(document.activeElement).toBe(field('Current password'))
  })

  it('shows a common new password next to the new password', async () => {
    stubProfileServer({
      [PROFILE_ROUTES.changePassword]: () => ({
        status: 400,
        body: { error: 'common_password', message: 'too common' },
      }),
    })
    renderProfile()
    await screen.findByLabelText('Current password')
    fill({
      'Current password': 'old-secret',
      'New password': 'password1',
      'Confirm new password': 'password1',
    })
    await submit()
    await waitFor(() =>
      expect(messageOf('New password')).toBe('This password is too common. Please choose another one.'),
    )
  })

  it('sends revokeOtherSessions, then empties the fields and says other devices were signed out', async () => {
    const requests = stubProfileServer({
      [PROFILE_ROUTES.changePassword]: () => ({ body: { token: 't', user: {} } }),
    })
    renderProfile()
    await screen.findByLabelText('Current password')
    fill({
      'Current password': 'old-secret',
      'New password': 'new-secret-9',
      'Confirm new password': 'new-secret-9',
    })
    await submit()
    expect((await within(await section()).findByText(/Your password was changed/)).getAttribute('role')).toBe(
      'status',
    )
    expect(requests.find((r) => r.path === '/api/identity/change-password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-9',
      revokeOtherSessions: true,
    })
    expect(field('Current password').value).toBe('')
    expect(field('New password').value).toBe('')
  })

  it('shows a note instead of the form for an account made through Google', async () => {
    stubProfileServer({}, { hasPassword: false })
    renderProfile()
    expect(await within(await section()).findByText(/You sign in with Google/)).toBeTruthy()
    expect(screen.queryByLabelText('Current password')).toBeNull()
  })

  it('says so, with Try again, when the account cannot be read', async () => {
    stubProfileServer({
      [PROFILE_ROUTES.account]: () => ({ status: 500, body: { error: 'internal', message: 'x' } }),
    })
    renderProfile()
    const alert = await within(await section()).findByRole('alert')
    expect(alert.textContent).toContain('Your account settings could not be loaded.')
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
