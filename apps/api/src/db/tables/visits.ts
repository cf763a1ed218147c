// The store's visits (issue 27 item 4): the pages people's browsers loaded from the server, by UTC hour. Each process
// counts in memory and adds its counts every few seconds (modules/visits); the dashboard sums the last 24 hours.

import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core'

export const siteVisitsByHour = pgTable('site_visits_by_hour', {
  hour: timestamp('hour', { withTimezone: true }).primaryKey(),
  visits: integer('visits').notNull().default(0),
})
