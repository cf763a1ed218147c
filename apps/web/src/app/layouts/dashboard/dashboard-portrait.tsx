// The user menu's stock portrait (spec §2 "Dashboard shell"), drawn inline: no image file or third-party host.
export function DashboardPortrait({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 40 40"
      role="img"
      aria-label={`Portrait of ${name}`}
      className="size-9 shrink-0 rounded-full"
    >
      <rect width="40" height="40" fill="#fde68a" />
      <path d="M8 40c1-8 6-12 12-12s11 4 12 12z" fill="#7c2d12" />
      <path d="M17 24h6v5a3 3 0 0 1-6 0z" fill="#e8b48a" />
      <ellipse cx="20" cy="17" rx="7" ry="8" fill="#f2c39b" />
      <path
        d="M12.5 17c0-6 3.5-9.5 7.5-9.5s7.5 3.5 7.5 9.5c-1.5-3-3.5-4.5-7.5-5-3 1-6 2.5-7.5 5z"
        fill="#44403c"
      />
      <circle cx="17.3" cy="17.5" r="0.9" fill="#44403c" />
      <circle cx="22.7" cy="17.5" r="0.9" fill="#44403c" />
      <path
        d="M18 21.2c1.2.9 2.8.9 4 0"
        stroke="#9a3412"
        strokeWidth="0.9"
        fill="none"
        strokeLinecap="round"
      />
    </svg>
  )
}
