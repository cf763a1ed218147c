// The store's white box: rounded, a light shadow and a stone ring. Cards, summaries, forms and empty states sit in
// one; the caller adds padding and layout through className, and picks the element with `as`.
import type { ComponentPropsWithoutRef, ElementType } from 'react'

type PanelProps<E extends ElementType> = {
  /** The element or component to render; a <div> by default. */
  as?: E
  /** 'large' rounds more: the info pages' big boxes (the contact form, the FAQ, the subscription message). */
  rounded?: 'normal' | 'large'
  className?: string
} & Omit<ComponentPropsWithoutRef<E>, 'as' | 'className'>

const roundings = { normal: 'rounded-2xl', large: 'rounded-3xl' } as const

export function Panel<E extends ElementType = 'div'>({
  as,
  rounded = 'normal',
  className = '',
  ...props
}: PanelProps<E>) {
  const Element: ElementType = as ?? 'div'
  const box = `${roundings[rounded]} bg-white shadow-sm ring-1 ring-stone-200`
  return <Element className={className ? `${box} ${className}` : box} {...props} />
}
