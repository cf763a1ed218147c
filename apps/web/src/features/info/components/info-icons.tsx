// Line icons of the About and Contact pages, drawn like the shared ones (24-px grid, current colour, hidden).
import type { ReactNode } from 'react'
import { LineIcon } from '@/shared/components/icons'

const Svg = ({ children }: { children: ReactNode }) => (
  <LineIcon className="size-5 shrink-0">{children}</LineIcon>
)

export const MailIcon = () => (
  <Svg>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Svg>
)

export const PhoneIcon = () => (
  <Svg>
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  </Svg>
)

export const CodeIcon = () => (
  <Svg>
    <path d="m16 18 6-6-6-6M8 6l-6 6 6 6" />
  </Svg>
)
