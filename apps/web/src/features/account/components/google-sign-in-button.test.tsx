// The Google option: enabled only when the server has Google sign-in configured, saying so otherwise; a start that
// fails on the register screen alerts 'Google sign in failed!' (spec §8).
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { GoogleSignInButton } from './google-sign-in-button'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const button = () => screen.getByRole('button', { name: 'Sign in with Google' }) as HTMLButtonElement

describe('GoogleSignInButton', () => {
  it('is disabled, with a visible reason, when Google sign-in is not configured', async () => {
    stubFetch({ 'GET /api/identity-config': () => ({ body: { google: false } }) })
    renderScreen(<GoogleSignInButton screen="login" from={undefined} />, { path: '/login' })
    const note = await screen.findByText('Google sign-in is not configured on this store.')
    expect(button().disabled).toBe(true)
    expect(button().getAttribute('aria-describedby')).toBe(note.id)
  })

  it('asks the server to start, coming back to the page asked for or to the screen it left on failure', async () => {
    const requests = stubFetch({
      'GET /api/identity-config': () => ({ body: { google: true } }),
      'POST /api/identity/sign-in/social': () => ({
        status: 404,
        body: { error: 'not_found', message: 'Gone' },
      }),
    })
    renderScreen(<GoogleSignInButton screen="register" from="/checkout" />, { path: '/register' })
    await waitFor(() => expect(button().disabled).toBe(false))
    fireEvent.click(button())
    await waitFor(() => expect(showDialog).toHaveBeenCalled())
    expect(requests.at(-1)?.body).toEqual({
      provider: 'google',
      callbackURL: '/auth/callback?from=%2Fcheckout',
      errorCallbackURL: '/auth/callback?screen=register&from=%2Fcheckout',
    })
    expect(showDialog).toHaveBeenCalledWith({ title: 'Google sign in failed!', icon: 'error', text: 'Gone' })
  })
})
