// What the dashboard's sales figures count (issue 39 item 7), said beside them: Total Sales, the day's and month's
// sales and the revenue chart are the orders' totals (books, shipping and any tax added, as the shoppers paid, orders
// not cancelled); the best sellers' revenue is the books' own prices alone.
export const SALES_COUNT = {
  ordersTotals: 'The orders’ totals: books, shipping and tax',
  totalSales: 'Total Sales counts the orders’ totals: books, shipping and tax.',
  daySales: 'Sales are the orders’ totals: books, shipping and tax.',
  bestSellers: 'Revenue is the books’ own prices, without shipping or tax.',
} as const
