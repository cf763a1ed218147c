// The account screens' dialogs and texts (spec §4 "Login"/"Register" success, §8 Google failures).
import { PASSWORD_RESET_MESSAGES } from '@bookstore/contract/schemas/password-reset'
import { showDialog } from '@/shared/dialogs'

export const ACCOUNT_TEXTS = {
  loginSuccess: 'Login was successful',
  registerSuccess: 'Registration successful',
  googleLoginFailed:
    'Login unsuccessful: Your login failed. Please double check the credentials that you entered.',
  googleRegisterFailed: 'Google sign in failed!',
  googleNotConfigured: 'Google sign-in is not configured on this store.',
  usernameTaken: 'That username is taken',
} as const

export type AccountScreen = 'login' | 'register'

export const showLoginSuccess = () => showDialog({ title: ACCOUNT_TEXTS.loginSuccess, icon: 'success' })

/** After a password reset (issue 24), on /login: the new password signs in from now on. */
export const showPasswordResetSuccess = () =>
  showDialog({
    title: PASSWORD_RESET_MESSAGES.passwordReset,
    text: 'Sign in with your new password.',
    icon: 'success',
  })

export const showRegisterSuccess = () =>
  showDialog({ title: ACCOUNT_TEXTS.registerSuccess, text: 'Welcome to the Bookstore!', icon: 'success' })

/** Spec §8: the login screen's sentence, or the register screen's alert with the provider's message if any. */
export const showGoogleFailure = (screen: AccountScreen, detail?: string) =>
  screen === 'register'
    ? showDialog({
        title: ACCOUNT_TEXTS.googleRegisterFailed,
        icon: 'error',
        ...(detail ? { text: detail } : {}),
      })
    : showDialog({ text: ACCOUNT_TEXTS.googleLoginFailed, icon: 'error' })
