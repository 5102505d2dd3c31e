import { PageIntro } from '../../components/PageIntro.tsx'
import type { TrainingContent } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { RichText } from '../../i18n/RichText.tsx'

export function TrainingPage({ page }: { page: TrainingContent }) {
  const { t, href } = useI18n()
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section">
        <table className="data-table">
          <caption>{t('training.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('training.programme')}</th>
              <th scope="col">{t('training.duration')}</th>
              <th scope="col">{t('training.frequency')}</th>
              <th scope="col">{t('training.coordinator')}</th>
            </tr>
          </thead>
          <tbody>
            {page.programmes.map((row) => (
              <tr key={row.id}>
                <th scope="row" data-label={t('training.programme')}>
                  <span className="cell-title">{row.programme}</span>
                  {row.description && <span className="cell-note">{row.description}</span>}
                </th>
                <td data-label={t('training.duration')}>{row.duration}</td>
                <td data-label={t('training.frequency')}>{row.frequency}</td>
                <td data-label={t('training.coordinator')}>{row.coordinator}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="measure">
          <a className="button" href={href('/enquiry')}>
            {t('training.enquire')}
          </a>
        </p>
        <p className="measure">
          <RichText text={t('training.join')} tags={{ link: (words) => <a href={href('/contact')}>{words}</a> }} />
        </p>
      </div>
    </>
  )
}
