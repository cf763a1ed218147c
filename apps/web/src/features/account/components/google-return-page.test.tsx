// Coming back from Google (spec §4, §7, §8): signed in → the real user is sent, 'Login was successful', on to the
// page asked for; an error → the failure dialog of the screen the shopper started from, and back there.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { showDialog } from '@/shared/dialogs'
import { stubFetch } from '@/testing/fake-fetch'
import { renderScreen } from '@/testing/render-screen'
import { ADA } from '@/testing/shopper-kit'
import { GoogleReturnPage } from './google-return-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

describe('GoogleReturnPage', () => {
  it('sends the real user with the server username, says Login was successful and goes on', async () => {
    const requests = stubFetch({
      'GET /api/identity/get-session': () => ({ body: { user: { ...ADA, username: 'ada-1234' } } }),
      'POST /api/real-users/create-real-user': (body) => ({ body: { ...(body as object), name: 'Ada' } }),
    })
    const { router } = renderScreen(<GoogleReturnPage />, { path: '/auth/callback?from=%2Fprofile' })
    expect(screen.getByRole('status').textContent).toBe('Signing you in…')
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      email: 'ada@example.org',
      uid: 'uid-ada',
      username: 'ada-1234',
    })
    expect(showDialog).toHaveBeenCalledOnce()
    expect(showDialog).toHaveBeenCalledWith({ title: 'Login was successful', icon: 'success' })
  })

  it('on an error from the login screen, shows the spec sentence and returns to /login', async () => {
    const requests = stubFetch({ 'GET /api/identity/get-session': () => ({ body: null }) })
    const { router } = renderScreen(<GoogleReturnPage />, {
      path: '/auth/callback?screen=login&from=%2Fcheckout&error=access_denied',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(router.state.location.state).toEqual({ from: '/checkout' })
    expect(showDialog).toHaveBeenCalledWith({
      text: 'Login unsuccessful: Your login failed. Please double check the credentials that you entered.',
      icon: 'error',
    })
    expect(requests.filter((r) => r.method === 'POST')).toEqual([])
  })

  it('on an error from the register screen, alerts Google sign in failed! with the reason and returns there', async () => {
    stubFetch({ 'GET /api/identity/get-session': () => ({ body: null }) })
    const { router } = renderScreen(<GoogleReturnPage />, {
      path: '/auth/callback?screen=register&error=access_denied&error_description=End-User%20aborted%20interaction',
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'))
    expect(showDialog).toHaveBeenCalledWith({
      title: 'Google sign in failed!',
      icon: 'error',
      text: 'End-User aborted interaction',
    })
  })
})
