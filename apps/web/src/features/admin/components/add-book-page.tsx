// Add book screen (spec §2 "Add New Book and Update Book forms"); the form comes with the admin issue.
import { DashboardSection } from './dashboard-section'

export function AddBookPage() {
  return <DashboardSection title="Add New Book" />
}
