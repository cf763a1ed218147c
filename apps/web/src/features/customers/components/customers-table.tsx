// The dashboard's customers table (issue 17): name (the link to her page), email, orders, total spent, last order and
// the day she joined; orders, total and last order by the contract's order-figures rule (cancelled orders counted and
// said, never spent).
import { formatPrice } from '@bookstore/contract/money'
import { ordersLabel } from '@bookstore/contract/order-figures'
import type { Customer, CustomerSort } from '@bookstore/contract/schemas/customer'
import { Link } from 'react-router'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import type { TableSort } from '@/shared/components/dashboard/table-sort'
import { paths } from '@/shared/paths'
import { CUSTOMERS_TEXTS, customerDate } from '@/features/customers/customers-texts'

// Total spent, Last order and Joined sort the list (issue 27 item 5), each one way: the most, the latest, the newest.
const COLUMNS: readonly Column<Customer, CustomerSort>[] = [
  {
    name: 'Name',
    rowHeader: true,
    cell: (customer) => (
      <Link
        to={paths.customer.href(customer.uid)}
        className="text-brand-700 underline-offset-2 hover:underline"
      >
        {customer.name}
      </Link>
    ),
  },
  // On a phone the row keeps her name, orders and total spent; the rest is on her page (issue 27 item 3).
  { name: 'Email', hideBelow: 'md', className: 'break-all', cell: (customer) => customer.email },
  { name: 'Orders', className: 'tabular-nums', cell: ordersLabel },
  {
    name: 'Total spent',
    sort: { descending: 'spent-desc' },
    className: 'tabular-nums',
    cell: (customer) => formatPrice(customer.totalSpent),
  },
  {
    name: 'Last order',
    sort: { descending: 'last-order-desc' },
    hideBelow: 'sm',
    className: 'whitespace-nowrap',
    cell: (customer) =>
      customer.lastOrderAt === null ? CUSTOMERS_TEXTS.never : customerDate(customer.lastOrderAt),
  },
  {
    name: 'Joined',
    sort: { descending: 'newest' },
    hideBelow: 'lg',
    className: 'whitespace-nowrap',
    cell: (customer) => customerDate(customer.joinedAt),
  },
]

interface CustomersTableProps {
  customers: Customer[]
  /** Another page or search is loading: the rows shown are the previous ones. */
  stale: boolean
  /** The list's order, which the Total spent, Last order and Joined heads change. */
  sort?: TableSort<CustomerSort>
}

const SORT_CAPTIONS: Record<CustomerSort, string> = {
  newest: 'newest first',
  'spent-desc': 'the most spent first',
  'last-order-desc': 'the latest order first',
}

export function CustomersTable({ customers, stale, sort }: CustomersTableProps) {
  return (
    <DashboardTable
      caption={`Customers, ${SORT_CAPTIONS[sort?.value ?? 'newest']}`}
      columns={COLUMNS}
      sort={sort}
      rows={customers}
      rowKey={(customer) => customer.uid}
      rowClassName="hover:bg-brand-50"
      stale={stale}
    />
  )
}
