// The route error boundary's words for a screen whose code did not arrive: the connection is down (the browser is
// offline, or the store does not answer) with Try again, which loads the page again once the store answers; a newer
// version of the store when the store answers; and the general message for any other failure.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { RouteObject } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { stubFetch } from '@/testing/fake-fetch'
import { renderRoutes } from '@/testing/render-screen'
import { reloadPage } from './reload-page'
import { RouteErrorBoundary } from './route-error-boundary'

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }))

const HEALTH = 'GET /api/health'
const CHUNK_FAILED = new TypeError(
  'Failed to fetch dynamically imported module: http://localhost/assets/about-page-Dx1.js',
)

/** A screen at /about whose code fails to load with `error`. */
const routes = (error: Error): RouteObject[] => [
  { path: '/about', errorElement: <RouteErrorBoundary />, lazy: () => Promise.reject(error) },
]

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)

beforeEach(() => {
  vi.mocked(reloadPage).mockReset()
  // The router reports the failure it renders; the test reads it on the screen.
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

describe('RouteErrorBoundary', () => {
  it('says the connection is down when the browser is offline; Try again reloads once the store answers', async () => {
    const online = setOnline(false)
    const requests = stubFetch({ [HEALTH]: () => ({ body: { status: 'ok' } }) })
    renderRoutes(routes(CHUNK_FAILED), { path: '/about' })
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('The connection to the store is down')
    expect(screen.queryByText(/A newer version of the store is available/)).toBeNull()

    // Still offline: it says so, and the page stays.
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/There is still no connection to the store/)).toBeTruthy()
    expect(reloadPage).not.toHaveBeenCalled()
    expect(requests).toEqual([])

    online.mockReturnValue(true)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1))
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([HEALTH])
  })

  it('says the connection is down when the store does not answer either, though the browser thinks it is online', async () => {
    setOnline(true)
    stubFetch({ [HEALTH]: () => Promise.reject(new TypeError('Failed to fetch')) })
    renderRoutes(routes(CHUNK_FAILED), { path: '/about' })
    expect(await screen.findByRole('heading', { level: 1, name: 'No connection' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText(/There is still no connection to the store/)).toBeTruthy()
    expect(reloadPage).not.toHaveBeenCalled()
  })

  it('says a newer version is available when the code is missing while the store answers', async () => {
    setOnline(true)
    stubFetch({ [HEALTH]: () => ({ body: { status: 'ok' } }) })
    renderRoutes(routes(CHUNK_FAILED), { path: '/about' })
    expect(
      await screen.findByText('A newer version of the store is available. Reload the page to continue.'),
    ).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'No connection' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }))
    expect(reloadPage).toHaveBeenCalledTimes(1)
  })

  it('keeps the general message for any other failure, offline or not', async () => {
    setOnline(false)
    const requests = stubFetch({})
    renderRoutes(routes(new Error('boom')), { path: '/about' })
    expect(
      await screen.findByText('Sorry, this page could not be shown. Please try again in a moment.'),
    ).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
    expect(requests).toEqual([])
  })
})
