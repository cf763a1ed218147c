// Inline SVG icons (no icon font or CDN: the CSP allows neither); decorative, so hidden from assistive tech.
import type { ReactNode } from 'react'

interface IconProps {
  className?: string
}

/** The frame every line icon shares: a 24-px grid drawn in the current colour, hidden from assistive tech. */
export function LineIcon({
  className = 'size-5',
  strokeWidth = 1.8,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {children}
    </svg>
  )
}

export const BookOpenIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 7v14" />
    <path d="M3 18a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h5a4 4 0 0 1 4 4 4 4 0 0 1 4-4h5a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1h-6a3 3 0 0 0-3 3 3 3 0 0 0-3-3z" />
  </LineIcon>
)

export const BagIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
    <path d="M3 6h18" />
    <path d="M16 10a4 4 0 0 1-8 0" />
  </LineIcon>
)

export const HeartIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
  </LineIcon>
)

export const MenuIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </LineIcon>
)

export const CloseIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LineIcon>
)

export const ChevronDownIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
)

export const FacebookIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />
  </LineIcon>
)

export const InstagramIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="2" y="2" width="20" height="20" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <path d="M17.5 6.5h.01" />
  </LineIcon>
)

export const XLogoIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="M4 20l6.6-6.6M20 4l-6.6 6.6" />
  </LineIcon>
)

export const BellIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </LineIcon>
)

export const SearchIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="8" />
    <path d="m21 21-4.3-4.3" />
  </LineIcon>
)

export const LogOutIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
    <path d="m16 17 5-5-5-5" />
    <path d="M21 12H9" />
  </LineIcon>
)

export const GridIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="3" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="3" width="7" height="7" rx="1" />
    <rect x="14" y="14" width="7" height="7" rx="1" />
    <rect x="3" y="14" width="7" height="7" rx="1" />
  </LineIcon>
)

export const PlusIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
)

export const ListIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01" />
  </LineIcon>
)

export const UserIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </LineIcon>
)

export const TruckIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M1 3h15v13H1zM16 8h4l3 3v5h-7z" />
    <circle cx="5.5" cy="18.5" r="2.5" />
    <circle cx="18.5" cy="18.5" r="2.5" />
  </LineIcon>
)

export const UsersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="9" cy="7" r="4" />
    <path d="M2 21a7 7 0 0 1 14 0M16 3.13a4 4 0 0 1 0 7.75M22 21a7 7 0 0 0-4-6.32" />
  </LineIcon>
)

export const MailIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <rect x="2" y="4" width="20" height="16" rx="2" />
    <path d="m2 6 10 7 10-7" />
  </LineIcon>
)

export const QuoteIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M3 21c3 0 7-1 7-8V5H3v7h4c0 4-2 6-4 6zM14 21c3 0 7-1 7-8V5h-7v7h4c0 4-2 6-4 6z" />
  </LineIcon>
)

/** A cog: the dashboard's store settings. */
export const SettingsIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="3" />
    <path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" />
  </LineIcon>
)

export const SlidersIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1" />
    <circle cx="15" cy="6" r="2" />
    <circle cx="9" cy="12" r="2" />
    <circle cx="17" cy="18" r="2" />
  </LineIcon>
)
