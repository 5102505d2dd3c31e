import { FileQuestion } from 'lucide-react'
import { useMessages } from '../../i18n/messages'
import { common } from '../../lib/common-messages'
import { BackToDashboardButton } from './dashboard-link'
import { StatusPage } from './status-page'

/** 404: any path the router does not know. */
export function NotFoundPage() {
  const t = useMessages(common)
  return (
    <StatusPage
      code="404"
      title={t('common.notFound.title')}
      icon={<FileQuestion aria-hidden="true" />}
      actions={<BackToDashboardButton />}
    >
      <p>{t('common.notFound.body')}</p>
    </StatusPage>
  )
}
