// 'Mark shipped' (issue 39 item 5): the parcel's carrier (the known ones suggested, any other typed) and tracking
// number, checked by the contract's rule before sending; the server's refusal is said beside the field it names, and
// what was typed stays. A shipped order shows the form again to correct the number.
import { CARRIERS } from '@bookstore/contract/carriers'
import { ShipOrderBody, type AdminOrder } from '@bookstore/contract/schemas/admin-orders'
import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { ApiError } from '@/shared/api/api-error'
import { showServerFieldErrors } from '@/shared/api/server-field-errors'
import { Button } from '@/shared/components/button'
import { InputField } from '@/shared/components/input-field'
import { useShipOrder } from '@/features/admin-orders/api/ship-order'

export const SHIP_TEXTS = {
  conflict: 'This order can no longer be shipped: it was delivered or cancelled meanwhile.',
  failed: 'The order could not be marked shipped. Please try again.',
} as const

const SHIP_FIELDS = { carrier: 'carrier', trackingNumber: 'trackingNumber' } as const

export function ShipOrderForm({ order }: { order: AdminOrder }) {
  const carriersId = useId()
  const ship = useShipOrder(order._id)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ShipOrderBody),
    defaultValues: {
      carrier: order.shipment?.carrier ?? '',
      trackingNumber: order.shipment?.trackingNumber ?? '',
    },
  })
  const submit = handleSubmit(async (parcel) => {
    try {
      await ship.mutateAsync(parcel)
    } catch (error) {
      showServerFieldErrors(error, setError, SHIP_FIELDS)
    }
  })
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Mark shipped"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <div>
        <InputField
          label="Carrier"
          autoComplete="off"
          list={carriersId}
          registration={register('carrier')}
          error={errors.carrier?.message}
        />
        {/* The known carriers get a tracking link; any other is kept as typed. */}
        <datalist id={carriersId}>
          {CARRIERS.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
      </div>
      <InputField
        label="Tracking number"
        autoComplete="off"
        registration={register('trackingNumber')}
        error={errors.trackingNumber?.message}
      />
      <Button type="submit" disabled={ship.isPending}>
        {ship.isPending ? 'Saving…' : order.shipment ? 'Update tracking' : 'Mark shipped'}
      </Button>
      {ship.isError && !(ship.error instanceof ApiError && ship.error.status === 400) ? (
        <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-3">
          {ship.error instanceof ApiError && ship.error.status === 409
            ? SHIP_TEXTS.conflict
            : SHIP_TEXTS.failed}
        </p>
      ) : null}
    </form>
  )
}
