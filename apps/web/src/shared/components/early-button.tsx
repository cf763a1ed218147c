// A type="button" button of a server-rendered page that a press before the app started is not lost on: the early-input
// script holds the press and this button, once its component is on the page, presses itself again (use-early-input.ts).
// `early` names it (the same name at the same place takes over a button the app rendered anew).
import type { ButtonHTMLAttributes } from 'react'
import { useEarlyInput } from '@/shared/use-early-input'

export function EarlyButton({
  early,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { early: string }) {
  const taken = useEarlyInput<HTMLButtonElement>(early)
  return <button type="button" {...props} {...taken} />
}
