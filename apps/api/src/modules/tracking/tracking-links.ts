// The store's tracking links (issue 24 item 3): app.ts builds one TrackingLinks from the public URL and the auth
// secret and hands it to the routes that mail a link (orders, the dashboard's fulfilment) and to the one that reads
// it (GET /api/track/{token}); services take it as a value, so a test can build its own.

import {
  readTrackingToken,
  signTrackingToken,
  trackingKey,
  TRACKING_LINK_LIFETIME_MS,
  type TrackingCheck,
} from './tracking-token'

/** The web app's tracking page (apps/web/src/shared/paths.ts, paths.track), below the store's public URL. */
const TRACK_PAGE = '/track/'

export interface TrackingLinksOptions {
  /** The store's address as shoppers reach it (PUBLIC_URL), without a trailing slash. */
  publicUrl: string
  /** AUTH_SECRET, or the one the server generated: the tracking key is derived from it. */
  authSecret: string
}

export class TrackingLinks {
  private readonly key: Buffer
  private readonly publicUrl: string

  constructor({ publicUrl, authSecret }: TrackingLinksOptions) {
    this.key = trackingKey(authSecret)
    this.publicUrl = publicUrl.replace(/\/$/, '')
  }

  /** A token for `orderId` that works for TRACKING_LINK_LIFETIME_MS from `now`. */
  token(orderId: string, now: Date = new Date()): string {
    return signTrackingToken(this.key, orderId, new Date(now.getTime() + TRACKING_LINK_LIFETIME_MS))
  }

  /** The absolute link a mail carries: the tracking page of `orderId`, with a token that works from `now`. */
  link(orderId: string, now: Date = new Date()): string {
    return `${this.publicUrl}${TRACK_PAGE}${this.token(orderId, now)}`
  }

  /** What `token` says at `now`: its order, or why it counts for nothing (no database is read). */
  read(token: string, now: Date = new Date()): TrackingCheck {
    return readTrackingToken(this.key, token, now)
  }
}
