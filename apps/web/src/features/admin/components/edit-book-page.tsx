// Edit book screen (/dashboard/edit-book/{id}); the form comes with the admin issue.
import { DashboardSection } from './dashboard-section'

export function EditBookPage() {
  return <DashboardSection title="Update Book" />
}
