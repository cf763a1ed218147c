// The checkout's shipping methods (issue 39 item 3): one radio button per method the quote offers for the address,
// with its price for this cart and its delivery estimate; the one the quote priced is checked.
import { formatPrice } from '@bookstore/contract/money'
import type { ShippingMethodJson } from '@bookstore/contract/schemas/checkout'
import { useId } from 'react'

interface ShippingMethodsProps {
  methods: readonly ShippingMethodJson[]
  chosen: string
  onChoose: (id: string) => void
}

export function ShippingMethods({ methods, chosen, onChoose }: ShippingMethodsProps) {
  const name = useId()
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-semibold text-stone-800">Shipping method</legend>
      <div className="mt-2 space-y-2">
        {methods.map((method) => (
          <label
            key={method.id}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-4 py-3 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-200"
          >
            <input
              type="radio"
              name={name}
              value={method.id}
              checked={method.id === chosen}
              onChange={() => onChoose(method.id)}
              className="size-4 accent-brand-700"
            />
            <span className="min-w-0 flex-1">
              <span className="block font-semibold text-stone-900">{method.name}</span>
              <span className="block text-sm text-stone-600">{method.estimate}</span>
            </span>
            <span className="font-semibold">{method.price === 0 ? 'Free' : formatPrice(method.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
