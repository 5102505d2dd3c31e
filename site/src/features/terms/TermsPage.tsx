import { PageIntro } from '../../components/PageIntro.tsx'
import { Prose } from '../../components/Prose.tsx'
import type { PoliciesContent } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** A section's anchor from its heading; a heading with no Latin letters (Telugu, Hindi) is numbered instead. */
const anchorOf = (heading: string, index: number) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || `section-${index + 1}`

// The refund rules are data (the appointments module's refund policy, edited in /admin), shown as one table
// so the page always says what a cancellation will actually give back.

export function TermsPage({ page: policies }: { page: PoliciesContent }) {
  const { t } = useI18n()
  const refundsHeading = t('terms.refunds')
  return (
    <>
      <PageIntro title={policies.heading} lead={policies.intro} />
      <div className="container content-section">
        <nav aria-label={t('terms.onThisPage')} className="toc">
          <ul>
            {policies.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${anchorOf(section.heading, index)}`}>{section.heading}</a>
              </li>
            ))}
            <li>
              <a href="#refunds">{refundsHeading}</a>
            </li>
            <li>
              <a href="#pricing">{policies.pricingHeading}</a>
            </li>
          </ul>
        </nav>
        {policies.sections.map((section, index) => (
          <section key={section.heading} id={anchorOf(section.heading, index)} className="policy-section">
            <h2>{section.heading}</h2>
            <Prose text={section.body} className="measure" />
          </section>
        ))}
        <section id="refunds" className="policy-section" aria-labelledby="refunds-heading">
          <h2 id="refunds-heading">{refundsHeading}</h2>
          <table className="data-table">
            <caption className="visually-hidden">{refundsHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{t('terms.when')}</th>
                <th scope="col">{t('terms.refund')}</th>
                <th scope="col">{t('terms.example')}</th>
              </tr>
            </thead>
            <tbody>
              {policies.refunds.rows.map((row) => (
                <tr key={row.when}>
                  <th scope="row" data-label={t('terms.when')}>
                    {row.when}
                  </th>
                  <td data-label={t('terms.refund')}>{row.refund}</td>
                  <td data-label={t('terms.exampleShort')}>{row.example}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section id="pricing" className="policy-section" aria-labelledby="pricing-heading">
          <h2 id="pricing-heading">{policies.pricingHeading}</h2>
          <table className="data-table">
            <caption className="visually-hidden">{policies.pricingHeading}</caption>
            <thead>
              <tr>
                <th scope="col">{t('terms.service')}</th>
                <th scope="col">{t('terms.duration')}</th>
                <th scope="col">{t('terms.price')}</th>
                <th scope="col">{t('terms.includes')}</th>
              </tr>
            </thead>
            <tbody>
              {policies.prices.map((row) => (
                <tr key={row.service}>
                  <th scope="row" data-label={t('terms.service')}>
                    {row.service}
                  </th>
                  <td data-label={t('terms.duration')}>{row.duration || '—'}</td>
                  <td data-label={t('terms.price')}>{row.price || t('terms.askUs')}</td>
                  <td data-label={t('terms.includes')}>{row.includes || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {policies.pricingNote && <p className="measure">{policies.pricingNote}</p>}
        </section>
      </div>
    </>
  )
}
