// The one stand-in for shared/dialogs in component tests: showDialog records its calls and resolves at once, as if
// the shopper had closed the dialog; its record is cleared before each test. A test file takes it with one line:
//   vi.mock('<up to src>/shared/dialogs', () => import('<up to src>/testing/dialog-mocks'))
import { beforeEach, vi } from 'vitest'
import type { showDialog as realShowDialog } from '@/shared/dialogs'

export const showDialog = vi.fn<typeof realShowDialog>(async () => {})

beforeEach(() => {
  showDialog.mockClear()
})
