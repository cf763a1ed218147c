// The dashboard's customers table (issue 17): name (the link to her page), email, orders, total spent, last order and
// the day she joined; orders, total and last order by the contract's order-figures rule (cancelled orders counted and
// said, never spent).
import { formatPrice } from '@bookstore/contract/money'
import { ordersLabel } from '@bookstore/contract/order-figures'
import type { Customer } from '@bookstore/contract/schemas/customer'
import { Link } from 'react-router'
import { DashboardTable, type Column } from '@/shared/components/dashboard/dashboard-table'
import { paths } from '@/shared/paths'
import { CUSTOMERS_TEXTS, customerDate } from '@/features/customers/customers-texts'

const COLUMNS: readonly Column<Customer>[] = [
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
  { name: 'Email', className: 'break-all', cell: (customer) => customer.email },
  { name: 'Orders', className: 'tabular-nums', cell: ordersLabel },
  { name: 'Total spent', className: 'tabular-nums', cell: (customer) => formatPrice(customer.totalSpent) },
  {
    name: 'Last order',
    className: 'whitespace-nowrap',
    cell: (customer) =>
      customer.lastOrderAt === null ? CUSTOMERS_TEXTS.never : customerDate(customer.lastOrderAt),
  },
  { name: 'Joined', className: 'whitespace-nowrap', cell: (customer) => customerDate(customer.joinedAt) },
]

interface CustomersTableProps {
  customers: Customer[]
  /** Another page or search is loading: the rows shown are the previous ones. */
  stale: boolean
}

export function CustomersTable({ customers, stale }: CustomersTableProps) {
  return (
    <DashboardTable
      caption="Customers, newest first"
      columns={COLUMNS}
      rows={customers}
      rowKey={(customer) => customer.uid}
      rowClassName="hover:bg-brand-50"
      stale={stale}
    />
  )
}
