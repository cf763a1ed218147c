// Dashboard index (spec §2 "Dashboard index"); the stat cards and charts come with the admin issue.
import { DashboardSection } from './dashboard-section'

export function DashboardPage() {
  return <DashboardSection title="Overview" />
}
