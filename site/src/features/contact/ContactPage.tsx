import type { CommonData, ContactContent } from '@app/content/types'
import { BranchCardList } from '../../components/BranchCardList.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { telHref } from '../../lib/format.ts'

/** /contact: hero, 'Get in touch' with the head office, the form and the 'Contacts' grid. */
export function ContactPage({ page, common }: { page: ContactContent; common: CommonData }) {
  const office = common.settings.headOffice
  return (
    <>
      <section className="page-hero">
        {page.heroImage && (
          <ResponsiveImage image={page.heroImage} sizes="100vw" isPriority className="page-hero-image" />
        )}
        <div className="container">
          <h1>{page.heading}</h1>
        </div>
      </section>
      <section className="page" aria-labelledby="get-in-touch">
        <div className="container">
          <h2 id="get-in-touch">{page.getInTouchHeading}</h2>
          {page.intro && <p className="lead">{page.intro}</p>}
          <address>
            <p>{office.address}</p>
            <p>
              Phone: <a href={telHref(office.phone)}>{office.phone}</a>
            </p>
            <p>
              E-mail: <a href={`mailto:${office.email}`}>{office.email}</a>
            </p>
          </address>
        </div>
      </section>
      <section className="branches" aria-labelledby="contacts-heading">
        <div className="container">
          <h2 id="contacts-heading" className="section-heading">
            {page.contactsHeading}
          </h2>
          <BranchCardList branches={common.branches} />
        </div>
      </section>
    </>
  )
}
