// What the error handler (errors.ts) writes to the log (issue 22, items 6 and 10): a failure as a plain object without
// the values a statement was given — drizzle's DrizzleQueryError carries the SQL and its `params` (in its message and
// stack too), and a database error quotes values in its message ('value "2147483648" is out of range') and `detail` —
// and a sampler, so that a failure repeated by a flood is written once in a while with how often it happened.

/** An error's fields that may carry a statement's text or values: never logged. */
const WITH_VALUES = new Set(['query', 'params', 'parameters', 'detail', 'where', 'internalQuery', 'sql'])

/** Fields of a database error that name what failed without any value: kept. */
const KEPT_FIELDS = ['code', 'severity', 'routine', 'constraint', 'table', 'column', 'dataType', 'statusCode']

/** A five-character SQLSTATE: the error comes from the database, whose messages quote values in double quotes. */
const isSqlState = (code: unknown): boolean => typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)

/** Double-quoted parts of a database message (values, and names, which the error's own fields give). */
const QUOTED = /"(?:[^"]|"")*"/g

export interface LoggedError {
  type: string
  message: string
  stack?: string
  cause?: LoggedError
  [field: string]: unknown
}

function messageOf(error: Error, fields: Record<string, unknown>): string {
  // DrizzleQueryError: "Failed query: <sql>\nparams: <values>". Its cause says what failed.
  if ('params' in fields || 'query' in fields) return 'Failed query'
  if (isSqlState(fields.code)) return error.message.replace(QUOTED, '"…"')
  return error.message
}

/**
 * `error` (and its causes) as the log may hold it: type, message, stack frames and value-free fields. A plain object,
 * logged under `error` rather than `err`: pino's error serializer would fold the causes (and their codes) into text.
 */
export function loggableError(error: unknown, depth = 0): LoggedError | undefined {
  if (!(error instanceof Error)) {
    return error === undefined ? undefined : { type: typeof error, message: 'a thrown non-error' }
  }
  const fields = error as unknown as Record<string, unknown>
  const message = messageOf(error, fields)
  // The stack opens with "<name>: <message>", which may hold what the message held: rebuilt from its frames.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  // DrizzleQueryError keeps the name 'Error': its class names it.
  const type = error.name === 'Error' ? error.constructor.name : error.name
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') }
  for (const key of KEPT_FIELDS) {
    if (key in fields && !WITH_VALUES.has(key)) logged[key] = fields[key]
  }
  if (error.cause !== undefined && depth < 5) logged.cause = loggableError(error.cause, depth + 1)
  return logged
}

/**
 * Lets the first failure of a kind be written, then one per `everyMs` with how many of that kind were not written
 * since (`repeated`). Kinds kept at most `maxKinds` (a flood of distinct kinds costs no memory past it).
 */
export class LogSampler {
  private readonly kinds = new Map<string, { writtenAt: number; unwritten: number }>()

  constructor(
    private readonly everyMs = 10_000,
    private readonly maxKinds = 1_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Undefined: not to be written. Else how many of this kind went unwritten since the last one written. */
  take(kind: string): { repeated: number } | undefined {
    const now = this.now()
    const seen = this.kinds.get(kind)
    if (seen && now - seen.writtenAt < this.everyMs) {
      seen.unwritten += 1
      return undefined
    }
    if (!seen && this.kinds.size >= this.maxKinds) {
      const oldest = this.kinds.keys().next().value
      if (oldest !== undefined) this.kinds.delete(oldest)
    }
    this.kinds.delete(kind)
    this.kinds.set(kind, { writtenAt: now, unwritten: 0 })
    return { repeated: seen?.unwritten ?? 0 }
  }
}
