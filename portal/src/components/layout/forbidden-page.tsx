import { ShieldAlert } from 'lucide-react'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'
import { BackToDashboardButton } from './dashboard-link'
import { StatusPage } from './status-page'

/** Reasons listed on the 403 page (docs/product.md §8.8). */
const FORBIDDEN_REASONS = [
  'common.forbidden.reason.signedOut',
  'common.forbidden.reason.permissions',
  'common.forbidden.reason.roles',
  'common.forbidden.reason.inactive',
] as const

/** 403: shown when a signed-in user opens a page their role may not use. */
export function ForbiddenPage() {
  const t = useMessages(common)
  return (
    <StatusPage
      code="403"
      title={t('common.forbidden.title')}
      icon={<ShieldAlert aria-hidden="true" />}
      actions={<BackToDashboardButton />}
    >
      <p>{t('common.forbidden.intro')}</p>
      <ul className="mx-auto mt-4 max-w-md list-disc space-y-1.5 ps-5 text-start">
        {FORBIDDEN_REASONS.map((reason) => (
          <li key={reason}>{t(reason)}</li>
        ))}
      </ul>
    </StatusPage>
  )
}
