// The benchmark's ceiling: a bare node:http server answering stored JSON bytes from memory, nothing else.
// Run by bench.js as its own process: node bench-ceiling.js <port> <list.json> <book.json>

import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, listFile, bookFile] = process.argv.slice(2)
const bodies = { '/books': readFileSync(listFile), '/book': readFileSync(bookFile) }

createServer((req, res) => {
  const body = bodies[req.url]
  if (!body) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length })
  res.end(body)
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'))
