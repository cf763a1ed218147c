// Each request's logger (issue 38 item 4): Fastify makes a child of the app's logger for every request, bound to
// its id, and pino writes those bindings out as text when it makes one: about 2% of the CPU of a cached book read,
// for a logger most requests never write to (at the default level, only warnings and errors are written). This
// factory hands Fastify a stand-in that makes the real child at its first line of an enabled level; the lines
// written are the same (bindings, order, serializers), and a level the app's logger leaves off costs a comparison.

import type { FastifyBaseLogger, FastifyLogFn } from 'fastify'
import type { Bindings, ChildLoggerOptions } from 'fastify/types/logger'

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace'

/** pino's level comparison, which the stand-in asks before it makes the child for a line. */
interface LevelAware {
  isLevelEnabled?: (level: string) => boolean
}

class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined

  constructor(
    private readonly parent: FastifyBaseLogger & LevelAware,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  /** The real child, made once. */
  get #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options)
    return this.#child
  }

  #write(level: Level, args: Parameters<FastifyLogFn>): void {
    if (this.#child === undefined && this.parent.isLevelEnabled?.(level) === false) return
    ;(this.#real[level] as (...line: Parameters<FastifyLogFn>) => void)(...args)
  }

  // Methods of the class, not fields: a request's stand-in is one small object, with no closures of its own.
  fatal(...args: Parameters<FastifyLogFn>): void {
    this.#write('fatal', args)
  }
  error(...args: Parameters<FastifyLogFn>): void {
    this.#write('error', args)
  }
  warn(...args: Parameters<FastifyLogFn>): void {
    this.#write('warn', args)
  }
  info(...args: Parameters<FastifyLogFn>): void {
    this.#write('info', args)
  }
  debug(...args: Parameters<FastifyLogFn>): void {
    this.#write('debug', args)
  }
  trace(...args: Parameters<FastifyLogFn>): void {
    this.#write('trace', args)
  }
  silent(): void {}

  get level(): string {
    return this.#child?.level ?? this.parent.level
  }

  set level(level: string) {
    this.#real.level = level
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real.child(bindings, options)
  }
}

/**
 * Fastify's childLoggerFactory (buildApp's options, with the request id's): a lazy child, unless the route sets a
 * level of its own (its logLevel), which the app's logger cannot answer for.
 */
export function lazyChildLogger(
  this: unknown,
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (options.level !== undefined) return logger.child(bindings, options)
  return new LazyChildLogger(logger, bindings, options)
}
