// The tracking module's public surface for other modules (lint: modules meet only through service.ts or index.ts):
// the store's tracking links, and the mails about an order that carry one.
export { TrackingLinks, type TrackingLinksOptions } from './tracking-links'
export { orderMail, queueOrderMail, type OrderMailKind } from './order-mails'
