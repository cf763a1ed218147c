// The profile's picture: the account's image, or the initials the header's avatar shows, on a coloured disc.
import { initialsOf, type AuthUser } from '@/shared/auth/auth-user'

export function ProfileAvatar({ user, name }: { user: AuthUser; name: string }) {
  const size = 'size-24 shrink-0 rounded-full'
  if (user.photoURL) {
    return (
      <img
        src={user.photoURL}
        alt={`${name}'s avatar`}
        referrerPolicy="no-referrer"
        className={`${size} object-cover`}
      />
    )
  }
  return (
    <span
      role="img"
      aria-label={`${name}'s avatar`}
      className={`${size} inline-flex items-center justify-center bg-brand-700 font-display text-4xl font-bold text-white`}
    >
      {initialsOf(user.displayName)}
    </span>
  )
}
