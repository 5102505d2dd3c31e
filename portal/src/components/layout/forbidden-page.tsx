import { ShieldAlert } from 'lucide-react'
import { BackToDashboardButton } from './dashboard-link'
import { StatusPage } from './status-page'

/** Reasons listed on the 403 page (docs/product.md §8.8). */
export const FORBIDDEN_REASONS = [
  'You need to be logged in to view this page.',
  'You do not have sufficient permissions for this page.',
  'This area is restricted to specific roles.',
  'Your account may be inactive or awaiting approval.',
] as const

/** 403: shown when a signed-in user opens a page their role may not use. */
export function ForbiddenPage() {
  return (
    <StatusPage
      code="403"
      title="Access Forbidden"
      icon={<ShieldAlert aria-hidden="true" />}
      actions={<BackToDashboardButton />}
    >
      <p>You don&apos;t have access to this page. This may be because:</p>
      <ul className="mx-auto mt-4 max-w-md list-disc space-y-1.5 pl-5 text-left">
        {FORBIDDEN_REASONS.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
    </StatusPage>
  )
}
