import { Accordion } from '../../components/Accordion.tsx'
import { PageIntro } from '../../components/PageIntro.tsx'
import type { FaqContent } from '@app/content/types'

export function FaqPage({ page }: { page: FaqContent }) {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section measure-wide">
        <Accordion
          headingLevel={2}
          items={page.faqs.map((faq) => ({ id: faq.id, title: faq.question, body: faq.answer }))}
        />
        <p>
          Still have a question? <a href="/contact">Contact us</a> and we will be glad to help.
        </p>
      </div>
    </>
  )
}
