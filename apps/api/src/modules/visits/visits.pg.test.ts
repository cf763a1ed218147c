// The store's visits (issue 27 item 4): a page a person's browser loads counts once in its hour; robots, API calls,
// assets, refusals and answers that are not pages do not; the counts of several flushes (and of every process, all
// adding to one row an hour) add up, and the dashboard reads the last 24 hours.

import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { rowsOf } from '@/db/rows'
import { useTestApp } from '@/testing/test-app'
import { isRobotAgent } from './bot-agents'
import { VisitCounter, visitsLastDay } from './visit-counter'

const t = useTestApp({
  webBuild: {
    'index.html': '<!doctype html><title>Bookstore</title><div id="root"></div>',
    'assets/a.js': '1',
  },
})

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

const visitsNow = () => visitsLastDay(t.db)

describe('visits', () => {
  it('counts a page a browser loads, and nothing else', async () => {
    await t.app.visits.flush()
    const before = await visitsNow()
    const load = (url: string, userAgent?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: userAgent === undefined ? {} : { 'user-agent': userAgent },
      })
    // Pages people load: counted.
    expect((await load('/', FIREFOX)).statusCode).toBe(200)
    expect((await load('/about', IPHONE)).statusCode).toBe(200)
    // Robots, clients that are not browsers (light-my-request's own agent, none at all), JSON, an asset, a HEAD: not
    // counted.
    await load('/', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')
    await load('/', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)')
    await load('/', 'curl/8.5.0')
    await load('/')
    await load('/', '')
    await load('/api/books/?limit=1', FIREFOX)
    await load('/assets/a.js', FIREFOX)
    await t.app.inject({ method: 'HEAD', url: '/', headers: { 'user-agent': FIREFOX } })
    await t.app.visits.flush()
    expect(await visitsNow()).toBe(before + 2)
  })

  it('adds up the counts of every flush and every counter in one row an hour', async () => {
    const now = new Date()
    const other = new VisitCounter(t.db)
    await t.app.visits.flush()
    const before = await visitsLastDay(t.db, now)
    for (let i = 0; i < 3; i++) other.count(now)
    await other.flush()
    other.count(now)
    await other.flush()
    // A second process counting the same hour adds to the same row.
    const third = new VisitCounter(t.db)
    third.count(now)
    await third.flush()
    expect(await visitsLastDay(t.db, now)).toBe(before + 5)
    const hours = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from site_visits_by_hour where hour = date_trunc('hour', ${now.toISOString()}::timestamptz)`,
    )
    expect(hours[0]?.n).toBe(1)
  })

  it('reads the last 24 hours only', async () => {
    const now = new Date(Date.UTC(2031, 0, 10, 12, 30))
    const counter = new VisitCounter(t.db)
    counter.count(new Date(Date.UTC(2031, 0, 10, 12, 5))) // this hour
    counter.count(new Date(Date.UTC(2031, 0, 9, 13, 59))) // 23 hours back: in
    counter.count(new Date(Date.UTC(2031, 0, 9, 12, 59))) // 24 hours back: out
    await counter.flush()
    expect(await visitsLastDay(t.db, now)).toBe(2)
  })

  it('tells robots from browsers by their User-Agent', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      'Twitterbot/1.0',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'python-requests/2.32.3',
      'lightMyRequest',
      'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
      '',
      undefined,
    ]) {
      expect({ agent, robot: isRobotAgent(agent) }).toEqual({ agent, robot: true })
    }
    for (const agent of [FIREFOX, IPHONE]) expect(isRobotAgent(agent)).toBe(false)
  })
})
