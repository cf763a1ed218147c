// Icons of the home page's carousel controls; decorative, so hidden from assistive tech (the buttons carry names).
import type { ReactNode } from 'react'
import { LineIcon } from '@/shared/components/icons'

const Svg = ({ children, className }: { children: ReactNode; className?: string }) => (
  <LineIcon className={className} strokeWidth={2}>
    {children}
  </LineIcon>
)

export const ChevronLeftIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="m15 18-6-6 6-6" />
  </Svg>
)

export const ChevronRightIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="m9 18 6-6-6-6" />
  </Svg>
)

export const PauseIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M9 5v14M15 5v14" />
  </Svg>
)

export const PlayIcon = ({ className }: { className?: string }) => (
  <Svg className={className}>
    <path d="M7 4.5v15l12-7.5z" />
  </Svg>
)
