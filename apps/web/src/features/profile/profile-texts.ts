// The texts of the profile's account settings (issue 24): the sections' headings, what each says when it succeeded,
// and the messages of refusals the contract does not word (ACCOUNT_CHANGE_MESSAGES holds those shared with the API).

export const PROFILE_TEXTS = {
  settingsHeading: 'Account settings',
  usernameHeading: 'Change username',
  usernameSubmit: 'Save username',
  /** One full stop at the end, even when her username ends with one ('Jane R.'). */
  usernameChanged: (username: string) =>
    `Your username is now ${username}${username.endsWith('.') ? '' : '.'}`,
  usernameUnchanged: 'That is already your username.',
  passwordHeading: 'Change password',
  passwordSubmit: 'Change password',
  passwordChanged: 'Your password was changed. Every other device you were signed in on has been signed out.',
  googleOnly:
    'You sign in with Google, so this account has no password of its own to change. Manage your password in your Google account.',
  dataHeading: 'Download my data',
  dataText: 'Your account, your orders and your wishlist, as one JSON file.',
  dataButton: 'Download my data',
  dataFailed: 'Your data could not be downloaded. Please try again.',
  deleteHeading: 'Delete account',
  deleteText:
    'This deletes your account and signs you out everywhere. Your wishlist is deleted too; the store keeps the orders you placed, with their name and address, for its books. This cannot be undone.',
  deleteStart: 'Delete account…',
  deleteConfirmLabel: 'Type your email to confirm',
  deleteConfirm: 'Delete my account',
  deleteCancel: 'Cancel',
  deleted: 'Your account was deleted',
  deletedText: 'You are signed out. Thank you for shopping with us.',
  settingsLoading: 'Loading account settings...',
  settingsError: 'Your account settings could not be loaded.',
  failed: 'Something went wrong. Please try again.',
} as const
