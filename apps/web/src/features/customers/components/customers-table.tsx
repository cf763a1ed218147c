// The dashboard's customers table (issue 17): name (the link to her page), email, orders, total spent, last order and
// the day she joined; orders, total and last order by the contract's order-figures rule (cancelled orders counted and
// said, never spent).
import { formatPrice } from '@bookstore/contract/money'
import { ordersLabel } from '@bookstore/contract/order-figures'
import type { Customer } from '@bookstore/contract/schemas/customer'
import { Link } from 'react-router'
import { DashboardTable, TABLE_CELL } from '@/shared/components/dashboard/dashboard-table'
import { paths } from '@/shared/paths'
import { CUSTOMERS_TEXTS, customerDate } from '@/features/customers/customers-texts'

const cell = TABLE_CELL
const COLUMNS = ['Name', 'Email', 'Orders', 'Total spent', 'Last order', 'Joined']

function CustomerRow({ customer }: { customer: Customer }) {
  return (
    <tr className="border-t border-stone-200 hover:bg-brand-50">
      <th scope="row" className={`${cell} text-left font-medium`}>
        <Link
          to={paths.customer.href(customer.uid)}
          className="text-brand-700 underline-offset-2 hover:underline"
        >
          {customer.name}
        </Link>
      </th>
      <td className={`${cell} break-all`}>{customer.email}</td>
      <td className={`${cell} tabular-nums`}>{ordersLabel(customer)}</td>
      <td className={`${cell} tabular-nums`}>{formatPrice(customer.totalSpent)}</td>
      <td className={`${cell} whitespace-nowrap`}>
        {customer.lastOrderAt === null ? CUSTOMERS_TEXTS.never : customerDate(customer.lastOrderAt)}
      </td>
      <td className={`${cell} whitespace-nowrap`}>{customerDate(customer.joinedAt)}</td>
    </tr>
  )
}

interface CustomersTableProps {
  customers: Customer[]
  /** Another page or search is loading: the rows shown are the previous ones. */
  stale: boolean
}

export function CustomersTable({ customers, stale }: CustomersTableProps) {
  return (
    <DashboardTable caption="Customers, newest first" columns={COLUMNS} stale={stale}>
      {customers.map((customer) => (
        <CustomerRow key={customer.uid} customer={customer} />
      ))}
    </DashboardTable>
  )
}
