// The load test's HTTP side (npm run loadtest, issue 26 item 6): one call to the store, timed and recorded under a
// step name, from a client address (X-Forwarded-For: the load test is the one proxy in front of the store), and the
// record of every step's latencies and of every answer that was not what a shop expects, by kind.

/** How long one request may take before it counts as a timeout (its outcome unknown). */
export const REQUEST_TIMEOUT_MS = 30_000

/** The `name=value` pairs of a response's Set-Cookie headers as one Cookie header. */
export const cookieOf = (res) =>
  res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

/**
 * Latencies per step and errors by kind. An error's kind is its step, status and error code ('order 409
 * out_of_stock'); `expected` kinds (the out-of-stock refusals racing shoppers meet) are counted apart.
 */
export class Recorder {
  constructor() {
    /** step -> latencies in ms */
    this.latencies = new Map()
    /** kind -> count */
    this.errors = new Map()
    this.expected = new Map()
    this.requests = 0
  }

  time(step, ms) {
    this.requests += 1
    const list = this.latencies.get(step)
    if (list) list.push(ms)
    else this.latencies.set(step, [ms])
  }

  error(kind, expected = false) {
    const into = expected ? this.expected : this.errors
    into.set(kind, (into.get(kind) ?? 0) + 1)
  }

  /** Errors other than the expected ones. */
  unexpected() {
    let n = 0
    for (const count of this.errors.values()) n += count
    return n
  }
}

/**
 * One request to `base + path`, timed under `step`. Resolves to { status, body (parsed JSON or text), res } or, when
 * the request failed or timed out, { status: 0, failure }. Answers in `okStatuses` are fine; `expect(status, code)`
 * may call another answer expected (counted apart); anything else is an error of its kind.
 */
export async function call(recorder, step, base, path, options = {}) {
  const { method = 'GET', headers = {}, body, okStatuses = [200, 201], expect = () => false } = options
  const init = {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  }
  const started = performance.now()
  let res
  let text
  try {
    res = await fetch(base + path, init)
    text = await res.text()
  } catch (error) {
    const failure =
      error?.name === 'TimeoutError' ? 'timeout' : `network ${error?.cause?.code ?? error?.message}`
    recorder.time(step, performance.now() - started)
    recorder.error(`${step} ${failure}`)
    return { status: 0, failure }
  }
  recorder.time(step, performance.now() - started)
  let parsed = text
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      parsed = JSON.parse(text)
    } catch {
      // leave it as text
    }
  }
  if (!okStatuses.includes(res.status)) {
    const code = typeof parsed === 'object' && parsed !== null ? (parsed.error ?? parsed.code ?? '') : ''
    recorder.error(`${step} ${res.status}${code ? ` ${code}` : ''}`, expect(res.status, code))
  }
  return { status: res.status, body: parsed, res }
}
