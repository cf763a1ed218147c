// Logout (spec §4, §8): ends the session on the server, then the success dialog.
import { useSignOut } from '@/shared/auth/sign-out'
import { showDialog } from '@/shared/dialogs'

export function useLogout(): () => void {
  const { mutate } = useSignOut()
  return () =>
    mutate(undefined, {
      onSuccess: () =>
        void showDialog({
          title: 'Logout was successful',
          text: 'Goodbye! You are now logged out.',
          icon: 'success',
          width: 600,
        }),
      onError: (error) => void showDialog({ title: 'Logout failed', text: error.message, icon: 'error' }),
    })
}
