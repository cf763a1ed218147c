// The signed-in user's picture, or her initials on a coloured disc when the account has none.
import { initialsOf, type AuthUser } from '@/shared/auth/auth-user'

export function UserAvatar({ user, className = 'size-9' }: { user: AuthUser; className?: string }) {
  if (user.photoURL) {
    // The button around it is named; the picture itself says nothing more.
    return (
      <img
        src={user.photoURL}
        alt=""
        referrerPolicy="no-referrer"
        className={`${className} rounded-full object-cover`}
      />
    )
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} inline-flex items-center justify-center rounded-full bg-brand-700 text-sm font-semibold text-white`}
    >
      {initialsOf(user.displayName)}
    </span>
  )
}
