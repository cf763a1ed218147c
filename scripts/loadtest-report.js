// npm run loadtest's report (issue 26 item 6): p50/p95/p99 and counts per step, throughput, errors by kind (the
// expected 409 out-of-stock apart), the data checks, and the goal side by side: p99 ≤ 100 ms for page data
// (every GET a page makes: HTML, books, shelves, search), ≤ 250 ms for placing an order, no unexpected error.

export const GOAL = { pageDataP99: 100, orderP99: 250 }

/** Steps that are page data (the goal's 100 ms p99). */
export const PAGE_DATA_STEPS = [
  'page / (HTML)',
  'page book (HTML)',
  'data home books',
  'data shelf',
  'data book',
  'data also bought',
  'suggest',
  'search',
]

/** The table's order: page data, then the shopper's account and orders, then the admin. */
const STEP_ORDER = [...PAGE_DATA_STEPS, 'sign up', 'sign in', 'order', 'my orders', 'admin edit']

/** The p-th percentile (0-100) of `sorted`, nearest rank. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

/** Per step: count, p50, p95, p99, max; and the page data steps together. */
export function summarize(recorder) {
  const row = (name, list) => {
    const sorted = [...list].sort((a, b) => a - b)
    return {
      step: name,
      count: sorted.length,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      max: sorted.at(-1) ?? NaN,
    }
  }
  const rank = (name) => (STEP_ORDER.includes(name) ? STEP_ORDER.indexOf(name) : STEP_ORDER.length)
  const rows = [...recorder.latencies.entries()]
    .map(([name, list]) => row(name, list))
    .sort((a, b) => rank(a.step) - rank(b.step))
  const pageData = row(
    'all page data',
    PAGE_DATA_STEPS.flatMap((name) => recorder.latencies.get(name) ?? []),
  )
  return { rows, pageData, order: rows.find((r) => r.step === 'order') ?? row('order', []) }
}

const ms = (n) => (Number.isFinite(n) ? n.toFixed(n < 10 ? 1 : 0) : '-')

/** The report as text lines. */
export function reportLines(result) {
  const { settings, seconds, recorder, summary, checks } = result
  const lines = []
  lines.push(
    `Load test: ${settings.shoppers} shoppers for ${settings.duration} s against ${settings.target}` +
      ` (think ${settings.thinkMs[0]}-${settings.thinkMs[1]} ms, ramp ${Math.round(settings.rampMs / 1000)} s,` +
      ` an admin edit every ${settings.adminEveryMs / 1000} s)`,
  )
  if (!settings.pages) lines.push('No HTML pages: the store serves none (no web build).')
  lines.push(
    `${recorder.requests} requests in ${seconds.toFixed(1)} s: ${(recorder.requests / seconds).toFixed(0)} req/s, ` +
      `${result.acknowledged} orders acknowledged (${(result.acknowledged / seconds).toFixed(1)}/s), ` +
      `${result.admin} admin edits`,
  )
  const { cpu } = result
  if (cpu) {
    const share = (label, value) => (value === null || value === undefined ? [] : [`${label} ${value}%`])
    lines.push(
      [
        'CPU (% of one core; 2 cores = 200%):',
        ...share('load generator', cpu.generator),
        ...share('store', cpu.store),
        ...share('PostgreSQL backends', cpu.database),
        ...share('whole machine', cpu.machine),
      ].join(' ') + `, load average ${cpu.load.toFixed(1)}`,
    )
  }
  lines.push('')
  lines.push('step                  count      p50      p95      p99      max   (ms)')
  for (const r of [...summary.rows, summary.pageData])
    lines.push(
      `${r.step.padEnd(20)} ${String(r.count).padStart(6)} ${ms(r.p50).padStart(8)} ${ms(r.p95).padStart(8)} ` +
        `${ms(r.p99).padStart(8)} ${ms(r.max).padStart(8)}`,
    )
  lines.push('')
  const kinds = (map) =>
    [...map.entries()].sort((a, b) => b[1] - a[1]).map(([kind, n]) => `  ${String(n).padStart(6)}  ${kind}`)
  lines.push(`Unexpected errors: ${recorder.unexpected()}`, ...kinds(recorder.errors))
  lines.push(`Expected refusals (out of stock):`, ...kinds(recorder.expected))
  lines.push('')
  lines.push('Data checks:')
  for (const c of checks) lines.push(`  ${c.ok ? 'ok  ' : 'FAIL'}  ${c.name}: ${c.detail}`)
  lines.push('')
  const met = (ok) => (ok ? 'met' : 'NOT met')
  lines.push(
    `Goal: page data p99 ${ms(summary.pageData.p99)} ms (≤ ${GOAL.pageDataP99}: ${met(summary.pageData.p99 <= GOAL.pageDataP99)}), ` +
      `order p99 ${ms(summary.order.p99)} ms (≤ ${GOAL.orderP99}: ${met(summary.order.p99 <= GOAL.orderP99)}), ` +
      `unexpected errors ${recorder.unexpected()} (0: ${met(recorder.unexpected() === 0)})`,
  )
  return lines
}
