// The six accepted payment methods of the footer (spec §1), drawn inline: the CSP allows no external images.
import type { ReactNode } from 'react'

function Card({
  label,
  fill,
  stroke,
  children,
}: {
  label: string
  fill: string
  stroke?: string
  children: ReactNode
}) {
  return (
    <svg role="img" aria-label={label} viewBox="0 0 48 30" className="h-7 w-auto">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={fill} stroke={stroke ?? fill} />
      {children}
    </svg>
  )
}

const text = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700, textAnchor: 'middle' } as const

export function PaymentIcons() {
  return (
    <ul aria-label="Accepted payment methods" className="flex flex-wrap items-center gap-2">
      <li>
        <Card label="Visa" fill="#ffffff" stroke="#d6d3d1">
          <text x="24" y="19.5" fontSize="12" fontStyle="italic" fill="#1a1f71" {...text}>
            VISA
          </text>
        </Card>
      </li>
      <li>
        <Card label="Mastercard" fill="#1c1917">
          <circle cx="19.5" cy="15" r="8" fill="#eb001b" />
          <circle cx="28.5" cy="15" r="8" fill="#f79e1b" fillOpacity="0.9" />
        </Card>
      </li>
      <li>
        <Card label="American Express" fill="#2e77bc">
          <text x="24" y="19" fontSize="10" fill="#ffffff" {...text}>
            AMEX
          </text>
        </Card>
      </li>
      <li>
        <Card label="PayPal" fill="#ffffff" stroke="#d6d3d1">
          <text x="24" y="19" fontSize="10" fontStyle="italic" {...text}>
            <tspan fill="#253b80">Pay</tspan>
            <tspan fill="#179bd7">Pal</tspan>
          </text>
        </Card>
      </li>
      <li>
        <Card label="Apple Pay" fill="#000000">
          <path
            d="M13.6 10.3c.5-.6.8-1.4.7-2.2-.7 0-1.6.5-2.1 1.1-.5.5-.9 1.4-.8 2.2.8.1 1.6-.4 2.2-1.1Zm.7 1.2c-1.2-.1-2.2.7-2.7.7-.6 0-1.4-.6-2.3-.6-1.2 0-2.3.7-2.9 1.8-1.3 2.2-.3 5.4.9 7.2.6.9 1.3 1.8 2.2 1.8.9 0 1.2-.6 2.3-.6 1 0 1.3.6 2.3.6.9 0 1.5-.9 2.1-1.8.7-1 .9-1.9 1-2-.1 0-1.8-.7-1.8-2.7 0-1.7 1.4-2.5 1.4-2.5-.8-1.2-2-1.3-2.5-1.3Z"
            fill="#ffffff"
          />
          <text x="30" y="19.5" fontSize="11" fill="#ffffff" {...text}>
            Pay
          </text>
        </Card>
      </li>
      <li>
        <Card label="Google Pay" fill="#ffffff" stroke="#d6d3d1">
          <text x="24" y="19.5" fontSize="11" {...text}>
            <tspan fill="#4285f4">G</tspan>
            <tspan fill="#5f6368"> Pay</tspan>
          </text>
        </Card>
      </li>
    </ul>
  )
}
