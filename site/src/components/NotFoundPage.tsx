import type { NotFoundContent } from '@app/content/types'
import { useI18n } from '../i18n/I18nProvider.tsx'

/** The 404 page. Signed-in portal users get their dashboard button from the portal's own 404. */
export function NotFoundPage({ page }: { page: NotFoundContent }) {
  const { t, href } = useI18n()
  return (
    <section className="page not-found">
      <div className="container">
        <h1>{page.heading}</h1>
        {page.lead && <p className="lead">{page.lead}</p>}
        <a className="button" href={href('/')}>
          {t('notFound.home')}
        </a>
      </div>
    </section>
  )
}
