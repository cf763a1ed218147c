// Buttons and button-looking links of the store, in two weights (primary: one per view; secondary: the rest).
import type { ButtonHTMLAttributes } from 'react'
import { Link, type LinkProps } from 'react-router'
import { EarlyButton } from './early-button'

type Variant = 'primary' | 'secondary'

const base =
  'inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50'

const variants: Record<Variant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:hover:bg-brand-700',
  secondary: 'border border-stone-300 bg-white text-ink hover:border-brand-500 hover:text-brand-700',
}

const classes = (variant: Variant, className = '') => `${base} ${variants[variant]} ${className}`

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  early,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant
  /** On a server-rendered page: the name a press before the app started is kept under (early-button.tsx). */
  early?: string
}) {
  return early ? (
    <EarlyButton early={early} type={type} className={classes(variant, className)} {...props} />
  ) : (
    <button type={type} className={classes(variant, className)} {...props} />
  )
}

export function ButtonLink({ variant = 'primary', className, ...props }: LinkProps & { variant?: Variant }) {
  return <Link className={classes(variant, className)} {...props} />
}
