// The profile's danger zone and data download (issue 24): deleting asks for her email, the button disabled until it
// matches; then she is sent home signed out with a dialog; a refusal is said beside the field. 'Download my data'
// saves the server's JSON under the day's name, and says when it was asked for too often.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/shared/api/query-keys'
import { dialogShown } from '@/testing/dialog-mocks'
import { messageOf, type } from '@/testing/form-kit'
import { PROFILE_ROUTES, PROFILE_USER, stubProfileServer } from '@/testing/profile-kit'
import { renderScreen } from '@/testing/render-screen'
import { ProfilePage } from './profile-page'

vi.mock('@/shared/dialogs', () => import('@/testing/dialog-mocks'))

const CONFIRM = 'Type your email to confirm'
const renderProfile = () => renderScreen(<ProfilePage />, { path: '/profile' })
const dangerZone = () => screen.findByRole('region', { name: 'Delete account' })
const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' }) as HTMLButtonElement

const openConfirmation = async () => {
  fireEvent.click(await within(await dangerZone()).findByRole('button', { name: 'Delete account…' }))
}

describe('DeleteAccountSection', () => {
  it('keeps the button disabled until her email is typed, in any case; the keyboard follows open and cancel', async () => {
    stubProfileServer()
    renderProfile()
    await openConfirmation()
    expect(deleteButton().disabled).toBe(true)
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(CONFIRM)))
    type(CONFIRM, 'ada@example.com')
    expect(deleteButton().disabled).toBe(true)
    type(CONFIRM, ' ADA@example.org ')
    expect(deleteButton().disabled).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByLabelText(CONFIRM)).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete account…' }))
  })

  it('deletes, sends her home signed out, and says so', async () => {
    const requests = stubProfileServer({ [PROFILE_ROUTES.deleteAccount]: () => ({ status: 204 }) })
    const { router, queryClient } = renderProfile()
    await openConfirmation()
    type(CONFIRM, PROFILE_USER.email)
    fireEvent.click(deleteButton())
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    await dialogShown({
      title: 'Your account was deleted',
      text: 'You are signed out. Thank you for shopping with us.',
      icon: 'success',
    })
    expect(requests.find((r) => r.path === '/api/account/delete')?.body).toEqual({
      email: PROFILE_USER.email,
    })
    expect(queryClient.getQueryData(queryKeys.identity.session())).toBeNull()
    expect(screen.getByRole('heading', { name: '/ screen' })).toBeTruthy()
  })

  it("shows the server's refusal next to the field and stays", async () => {
    stubProfileServer({
      [PROFILE_ROUTES.deleteAccount]: () => ({
        status: 400,
        body: { error: 'validation', message: "Invalid body: email: This is not your account's email" },
      }),
    })
    const { router } = renderProfile()
    await openConfirmation()
    type(CONFIRM, PROFILE_USER.email)
    fireEvent.click(deleteButton())
    await waitFor(() => expect(messageOf(CONFIRM)).toBe("This is not your account's email"))
    expect(router.state.location.pathname).toBe('/profile')
  })
})

describe('DownloadDataButton', () => {
  const saved = () => {
    const created: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob)
      return 'blob:data'
    })
    URL.revokeObjectURL = vi.fn()
    const clicks: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download)
    })
    return { created, clicks }
  }

  it("saves the server's file under the day's name", async () => {
    const { created, clicks } = saved()
    stubProfileServer({ [PROFILE_ROUTES.accountData]: () => ({ body: { exportedAt: 'now', orders: [] } }) })
    renderProfile()
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }))
    await waitFor(() => expect(clicks).toHaveLength(1))
    expect(clicks[0]).toBe(`bookstore-data-${new Date().toISOString().slice(0, 10)}.json`)
    expect(JSON.parse(await (created[0] as Blob).text())).toEqual({ exportedAt: 'now', orders: [] })
  })

  it('says when to try again after too many downloads', async () => {
    const { clicks } = saved()
    stubProfileServer({
      [PROFILE_ROUTES.accountData]: () => ({
        status: 429,
        headers: { 'Retry-After': '42' },
        body: {
          error: 'rate_limited',
          message: 'Too many requests for this account. Try again in 42 seconds.',
        },
      }),
    })
    renderProfile()
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }))
    expect(
      (await within(await screen.findByRole('region', { name: 'Download my data' })).findByRole('alert'))
        .textContent,
    ).toBe('Too many requests for this account. Try again in 42 seconds.')
    expect(clicks).toEqual([])
  })
})
