// For a test file of the real sweetalert2 dialogs (shared/dialogs and the features' dialog files), not the mock in
// dialog-mocks.ts: matchMedia stood in for before each test, and after each the dialog a test left open closed with
// its `closeWith` button and gone, so the next test finds only its own.
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, expect } from 'vitest'
import { stubMatchMedia } from './match-media'

export function withRealDialogs(closeWith: string | RegExp): void {
  beforeEach(stubMatchMedia)
  afterEach(async () => {
    screen.queryByRole('button', { name: closeWith })?.click()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })
}
