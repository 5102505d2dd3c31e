import type { ServicePageContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { RenderBlocks } from './blocks/RenderBlocks.tsx'

/** One service page: its title and summary, then the blocks an editor arranged. */
export function ServicePage({ page }: { page: ServicePageContent }) {
  return (
    <>
      <PageIntro title={page.title} lead={page.summary} />
      <div className="container content-section">
        <RenderBlocks blocks={page.sections} />
        <p className="service-back">
          <a href="/services">All our services</a> · <a href="/contact">Ask us about {page.title.toLowerCase()}</a>
        </p>
      </div>
    </>
  )
}
