// The dashboard's dialogs (spec §4, §8): sweetalert2 modals through the shared helper.
import { showDialog } from '@/shared/dialogs'
import { ADMIN_TEXTS } from './admin-texts'

export const showAdminLoginSuccess = () => showDialog({ title: ADMIN_TEXTS.loginSuccess, icon: 'success' })

export const showTokenExpired = () => showDialog({ title: ADMIN_TEXTS.tokenExpired, icon: 'warning' })

export const showBookDeleted = () => showDialog({ title: ADMIN_TEXTS.bookDeleted, icon: 'success' })

export const showDeleteFailed = () => showDialog({ title: ADMIN_TEXTS.deleteFailed, icon: 'error' })

export const showBookAdded = () =>
  showDialog({ title: ADMIN_TEXTS.bookAddedTitle, text: ADMIN_TEXTS.bookAddedText, icon: 'success' })

export const showAddFailed = () => showDialog({ title: ADMIN_TEXTS.addFailed, icon: 'error' })

export const showBookUpdated = () =>
  showDialog({ title: ADMIN_TEXTS.bookUpdatedTitle, text: ADMIN_TEXTS.bookUpdatedText, icon: 'success' })

export const showUpdateFailed = () => showDialog({ title: ADMIN_TEXTS.updateFailed, icon: 'error' })
