// A TCP proxy a test controls, in front of a real server (PostgreSQL): 'open' forwards, 'refusing' ends every
// connection at once (those open and each new one), 'silent' accepts and keeps connections but forwards nothing, as a
// server that stopped answering or a network that drops packets. Outages without touching the real server.

import { createServer, Socket, type Server } from 'node:net'

export type ProxyMode = 'open' | 'refusing' | 'silent'

export interface TcpProxy {
  port: number
  /** Connections accepted so far (refused ones included). */
  attempts(): number
  setMode(mode: ProxyMode): void
  close(): Promise<void>
}

export async function startTcpProxy(
  target: { host: string; port: number },
  mode: ProxyMode,
): Promise<TcpProxy> {
  let current = mode
  let attempts = 0
  const pairs = new Set<[Socket, Socket | undefined]>()

  const server: Server = createServer((client) => {
    attempts += 1
    client.on('error', () => undefined)
    if (current === 'refusing') {
      client.destroy()
      return
    }
    if (current === 'silent') {
      const pair: [Socket, Socket | undefined] = [client, undefined]
      pairs.add(pair)
      client.once('close', () => pairs.delete(pair))
      return
    }
    const upstream = new Socket()
    upstream.on('error', () => client.destroy())
    client.on('error', () => upstream.destroy())
    const pair: [Socket, Socket | undefined] = [client, upstream]
    pairs.add(pair)
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.once('close', end)
    upstream.once('close', end)
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream)
      upstream.pipe(client)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('no port')

  return {
    port: address.port,
    attempts: () => attempts,
    setMode(mode) {
      current = mode
      for (const [client, upstream] of pairs) {
        if (mode === 'refusing') {
          client.destroy()
          upstream?.destroy()
        } else if (mode === 'silent' && upstream) {
          // Nothing passes any more, either way; the sockets stay open.
          client.unpipe(upstream)
          upstream.unpipe(client)
          client.pause()
          upstream.pause()
        }
      }
    },
    async close() {
      for (const [client, upstream] of pairs) {
        client.destroy()
        upstream?.destroy()
      }
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
