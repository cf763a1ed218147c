// A second, tiny web server for the CORS browser test (cors.spec.ts): one plain HTML page on a port of its own, so
// that a page served from another origin than the store's can call the store's API. global-setup.ts lists its
// localhost origin in the store's CORS_ORIGINS; the same page reached as 127.0.0.1 is an origin the store does not
// list.

import { createServer } from 'node:http'
import { freePort } from './free-port'

const PAGE =
  '<!doctype html><html lang="en"><head><title>Another shop</title></head><body><h1>Another shop</h1></body></html>'

export interface OtherOrigin {
  /** http://localhost:<port>: the origin the store lists. */
  origin: string
  close(): Promise<void>
}

export async function startOtherOrigin(): Promise<OtherOrigin> {
  const port = await freePort()
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
  })
  // Every interface, as the probe in freePort: localhost and 127.0.0.1 reach it alike.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, resolve)
  })
  return {
    origin: `http://localhost:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
