import { FileQuestion } from 'lucide-react'
import { BackToDashboardButton } from './dashboard-link'
import { StatusPage } from './status-page'

/** 404: any path the router does not know. */
export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page Not Found"
      icon={<FileQuestion aria-hidden="true" />}
      actions={<BackToDashboardButton />}
    >
      <p>The page you are looking for does not exist or has been moved.</p>
    </StatusPage>
  )
}
