// The one stand-in for shared/dialogs in component tests: showDialog records its calls and resolves at once, as if
// the shopper had closed the dialog; its record is cleared before each test. A test file takes it with one line:
//   vi.mock('<up to src>/shared/dialogs', () => import('<up to src>/testing/dialog-mocks'))
// dialogShown waits for a dialog a screen shows once something has settled (a refused order, a sold-out book).
import { waitFor } from '@testing-library/react'
import { beforeEach, expect, vi } from 'vitest'
import type { DialogOptions, showDialog as realShowDialog } from '@/shared/dialogs'

export const showDialog = vi.fn<typeof realShowDialog>(async () => {})

beforeEach(() => {
  showDialog.mockClear()
})

/** Waits until a dialog has been shown with exactly these options. */
export const dialogShown = (options: DialogOptions) =>
  waitFor(() => expect(showDialog).toHaveBeenCalledWith(options))
