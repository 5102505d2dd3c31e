import type { CommonData, ContactContent } from '@app/content/types'
import { BranchCardList } from '../../components/BranchCardList.tsx'
import { HeadOfficeAddress } from '../../components/HeadOfficeAddress.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { ContactForm } from './ContactForm.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** /contact: hero, 'Get in touch' with the head office, the form and the 'Contacts' grid. */
export function ContactPage({ page, common }: { page: ContactContent; common: CommonData }) {
  const { t } = useI18n()
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
      <div className="container contact-layout">
        <section className="get-in-touch" aria-labelledby="get-in-touch">
          <h2 id="get-in-touch">{page.getInTouchHeading}</h2>
          {page.intro && <p>{page.intro}</p>}
          <HeadOfficeAddress office={office} heading={<h3>{t('office.heading')}</h3>} />
        </section>
        <ContactForm heading={page.formHeading} initial={page.form} />
      </div>
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
