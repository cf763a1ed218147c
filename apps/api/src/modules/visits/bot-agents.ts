// Which clients are robots (issue 27 item 4): a visit is a person's, so the dashboard's 'Website visits (last day)'
// leaves out crawlers, link previews, monitors and scripts. Every browser's User-Agent starts 'Mozilla/' (or, for old
// Opera, 'Opera/'); robots that dress as one name themselves further on (Googlebot, bingbot, Chrome-Lighthouse,
// HeadlessChrome …). A client without a User-Agent, or with any other, is not a browser.

/** Browsers' User-Agents all start so. */
const BROWSER_START = /^(Mozilla|Opera)\//
/** Words robots put in a browser-like User-Agent. */
const ROBOT_WORDS =
  /bot\b|bot[-/_;]|crawl|spider|slurp|preview|facebookexternalhit|embedly|monitor|uptime|lighthouse|headless|scrapy|feedfetcher/i

/** Whether a request's User-Agent is a robot's (anything but a browser's, or missing). */
export function isRobotAgent(userAgent: string | undefined): boolean {
  const agent = (userAgent ?? '').trim()
  return !BROWSER_START.test(agent) || ROBOT_WORDS.test(agent)
}
