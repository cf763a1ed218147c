// Parcel carriers and their tracking pages (issue 39 item 5): 'Mark shipped' names a carrier and a tracking number;
// the carriers below get a link to their tracking page for it, any other carrier the plain number.

export interface Carrier {
  /** As the admin's select names it and the order stores it. */
  name: string
  trackingUrl: (trackingNumber: string) => string
}

const enc = encodeURIComponent

export const CARRIERS: readonly Carrier[] = [
  { name: 'USPS', trackingUrl: (n) => `https://tools.usps.com/go/TrackConfirmAction?tLabels=${enc(n)}` },
  { name: 'UPS', trackingUrl: (n) => `https://www.ups.com/track?tracknum=${enc(n)}` },
  { name: 'FedEx', trackingUrl: (n) => `https://www.fedex.com/fedextrack/?trknbr=${enc(n)}` },
  {
    name: 'DHL',
    trackingUrl: (n) => `https://www.dhl.com/global-en/home/tracking.html?tracking-id=${enc(n)}`,
  },
  {
    name: 'Royal Mail',
    trackingUrl: (n) => `https://www.royalmail.com/track-your-item#/tracking-results/${enc(n)}`,
  },
  {
    name: 'Deutsche Post',
    trackingUrl: (n) => `https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=${enc(n)}`,
  },
]

const byName = new Map(CARRIERS.map((c) => [c.name.toLowerCase(), c]))

/** The tracking page of a parcel, or null for a carrier without a known one (its number is shown as it is). */
export const trackingUrlOf = (carrier: string, trackingNumber: string): string | null =>
  byName.get(carrier.trim().toLowerCase())?.trackingUrl(trackingNumber.trim()) ?? null
