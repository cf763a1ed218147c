// The carriers' tracking pages (issue 39 item 5): a known carrier, in any case, links the number; any other does not.

import { describe, expect, it } from 'vitest'
import { trackingUrlOf } from './carriers'

describe('trackingUrlOf', () => {
  it.each([
    ['UPS', '1Z999AA10123456784', 'https://www.ups.com/track?tracknum=1Z999AA10123456784'],
    ['usps', '9400 1000', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000'],
    ['FedEx', '123', 'https://www.fedex.com/fedextrack/?trknbr=123'],
    ['DHL', 'JD01', 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD01'],
    ['Royal Mail', 'AB123', 'https://www.royalmail.com/track-your-item#/tracking-results/AB123'],
    ['Deutsche Post', 'RR1', 'https://www.deutschepost.de/de/s/sendungsverfolgung.html?piececode=RR1'],
  ])('links %s', (carrier, number, url) => {
    expect(trackingUrlOf(carrier, number)).toBe(url)
  })

  it('gives no link for a carrier it does not know', () => {
    expect(trackingUrlOf('Local courier', 'LC-42')).toBeNull()
  })
})
