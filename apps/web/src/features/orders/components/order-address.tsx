// A shipping address as label lines.
import type { OrderAddress as Address } from '@bookstore/contract/schemas/order'
import { addressLines } from '@/features/orders/order-text'

export function OrderAddress({ address, className = '' }: { address: Address; className?: string }) {
  return (
    <address className={`text-stone-700 not-italic ${className}`}>
      {addressLines(address).map((line, index) => (
        // The lines have no identity beyond their place on the label.
        <span key={index} className="block">
          {line}
        </span>
      ))}
    </address>
  )
}
