// A shipped order's parcel (issue 39 item 5): the carrier and tracking number, linked to the carrier's tracking page
// where it has a known one. The order pages, the tracking page and the dashboard's order show it.
import type { Shipment } from '@bookstore/contract/schemas/order'

export function ShipmentLine({ shipment }: { shipment: Shipment }) {
  return (
    <p className="mt-2 text-stone-700">
      Shipped with {shipment.carrier}, tracking number{' '}
      {shipment.trackingUrl ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-brand-800 underline hover:text-brand-900"
        >
          {shipment.trackingNumber}
          <span className="sr-only"> (opens {shipment.carrier}&apos;s tracking page)</span>
        </a>
      ) : (
        <span className="font-semibold">{shipment.trackingNumber}</span>
      )}
    </p>
  )
}
