// Manage books screen (spec §2 "Manage books"); the table comes with the admin issue.
import { DashboardSection } from './dashboard-section'

export function ManageBooksPage() {
  return <DashboardSection title="Manage Books" />
}
