// Change username on the profile (issue 24): prefilled with hers, the real-users rule's messages beside the field, a
// taken one ('That username is taken') there too, and after a success her record and the session are asked again,
// so the header shows the new name.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { field, messageOf, type } from '@/testing/form-kit'
import { PROFILE_ROUTES, PROFILE_USER, stubProfileServer } from '@/testing/profile-kit'
import { renderScreen } from '@/testing/render-screen'
import { ProfilePage } from './profile-page'

const section = async () => screen.findByRole('region', { name: 'Change username' })
const save = async () =>
  fireEvent.click(within(await section()).getByRole('button', { name: 'Save username' }))

describe('ChangeUsernameForm', () => {
  it('is prefilled with her username and says the rule next to the field', async () => {
    const requests = stubProfileServer()
    renderScreen(<ProfilePage />, { path: '/profile' })
    await section()
    expect(field('Username').value).toBe('countess')
    type('Username', '   ')
    await save()
    await waitFor(() => expect(messageOf('Username')).toBe('Username is required'))
    type('Username', 'x'.repeat(51))
    await save()
    await waitFor(() => expect(messageOf('Username')).toBe('Username must be at most 50 characters'))
    expect(requests.some((r) => r.method === 'PUT')).toBe(false)
  })

  it("shows 'That username is taken' next to the field, keeping what was typed", async () => {
    stubProfileServer({
      [PROFILE_ROUTES.editRealUser]: () => ({
        status: 409,
        body: { error: 'conflict', message: 'That username is taken' },
      }),
    })
    renderScreen(<ProfilePage />, { path: '/profile' })
    await section()
    type('Username', 'Bob')
    await save()
    await waitFor(() => expect(messageOf('Username')).toBe('That username is taken'))
    expect(field('Username').value).toBe('Bob')
    expect(document.activeElement).toBe(field('Username'))
  })

  it('sends the new username, says so, and asks for the session and her record again', async () => {
    let saved = 'countess'
    const requests = stubProfileServer({
      [PROFILE_ROUTES.editRealUser]: (body) => {
        saved = (body as { username: string }).username
        return {
          body: { uid: PROFILE_USER.id, email: PROFILE_USER.email, username: saved, name: PROFILE_USER.name },
        }
      },
    })
    renderScreen(<ProfilePage />, { path: '/profile' })
    await section()
    const asked = (route: string) => requests.filter((r) => `${r.method} ${r.path}` === route).length
    const before = { session: asked(PROFILE_ROUTES.session), realUser: asked(PROFILE_ROUTES.realUser) }
    type('Username', '  Ada_L ')
    await save()
    expect((await within(await section()).findByRole('status')).textContent).toBe(
      'Your username is now Ada_L.',
    )
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ username: 'Ada_L' })
    await waitFor(() => expect(asked(PROFILE_ROUTES.session)).toBeGreaterThan(before.session))
    expect(asked(PROFILE_ROUTES.realUser)).toBeGreaterThan(before.realUser)
    expect(field('Username').value).toBe('Ada_L')
  })

  it('keeps her username as typed and ends the message with one full stop when it ends with one', async () => {
    const requests = stubProfileServer({
      [PROFILE_ROUTES.editRealUser]: (body) => ({
        body: {
          uid: PROFILE_USER.id,
          email: PROFILE_USER.email,
          username: (body as { username: string }).username,
          name: PROFILE_USER.name,
        },
      }),
    })
    renderScreen(<ProfilePage />, { path: '/profile' })
    await section()
    type('Username', 'Jane R.')
    await save()
    expect((await within(await section()).findByRole('status')).textContent).toBe(
      'Your username is now Jane R.',
    )
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ username: 'Jane R.' })
  })
})
