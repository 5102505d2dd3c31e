import { Accordion } from '../../components/Accordion.tsx'
import { PageIntro } from '../../components/PageIntro.tsx'
import type { FaqContent } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { RichText } from '../../i18n/RichText.tsx'

export function FaqPage({ page }: { page: FaqContent }) {
  const { t, href } = useI18n()
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section measure-wide">
        <Accordion
          headingLevel={2}
          items={page.faqs.map((faq) => ({ id: faq.id, title: faq.question, body: faq.answer }))}
        />
        <p>
          <RichText text={t('faq.stillAsking')} tags={{ link: (words) => <a href={href('/contact')}>{words}</a> }} />
        </p>
      </div>
    </>
  )
}
