import { PageIntro } from '../../components/PageIntro.tsx'
import { Prose } from '../../components/Prose.tsx'
import type { PoliciesContent } from '@app/content/types'

const slugOf = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

// The refund rules are data (the appointments module's refund policy, edited in /admin), shown as one table
// so the page always says what a cancellation will actually give back.
const REFUNDS_HEADING = 'Refund and cancellation policy'

export function TermsPage({ page: policies }: { page: PoliciesContent }) {
  return (
    <>
      <PageIntro title={policies.heading} lead={policies.intro} />
      <div className="container content-section">
        <nav aria-label="On this page" className="toc">
          <ul>
            {policies.sections.map((section) => (
              <li key={section.heading}>
                <a href={`#${slugOf(section.heading)}`}>{section.heading}</a>
              </li>
            ))}
            <li>
              <a href="#refunds">{REFUNDS_HEADING}</a>
            </li>
            <li>
              <a href="#pricing">{policies.pricingHeading}</a>
            </li>
          </ul>
        </nav>
        {policies.sections.map((section) => (
          <section key={section.heading} id={slugOf(section.heading)} className="policy-section">
            <h2>{section.heading}</h2>
            <Prose text={section.body} className="measure" />
          </section>
        ))}
        <section id="refunds" className="policy-section" aria-labelledby="refunds-heading">
          <h2 id="refunds-heading">{REFUNDS_HEADING}</h2>
          <table className="data-table">
            <caption className="visually-hidden">{REFUNDS_HEADING}</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What you get back</th>
                <th scope="col">Example: a New Consultation</th>
              </tr>
            </thead>
            <tbody>
              {policies.refunds.rows.map((row) => (
                <tr key={row.when}>
                  <th scope="row" data-label="When">
                    {row.when}
                  </th>
                  <td data-label="What you get back">{row.refund}</td>
                  <td data-label="Example">{row.example}</td>
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
                <th scope="col">Service</th>
                <th scope="col">Duration</th>
                <th scope="col">Price</th>
                <th scope="col">Includes</th>
              </tr>
            </thead>
            <tbody>
              {policies.prices.map((row) => (
                <tr key={row.service}>
                  <th scope="row" data-label="Service">
                    {row.service}
                  </th>
                  <td data-label="Duration">{row.duration || '—'}</td>
                  <td data-label="Price">{row.price || 'Ask us'}</td>
                  <td data-label="Includes">{row.includes || '—'}</td>
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
