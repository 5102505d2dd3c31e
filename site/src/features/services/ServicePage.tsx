import { Link } from 'react-router-dom'
import { PageIntro } from '../../components/PageIntro.tsx'
import type { ServiceBlock } from '../../lib/content-types.ts'
import { RenderBlocks } from './blocks/RenderBlocks.tsx'

export interface ServicePageContent {
  title: string
  intro: string | null
  body: ServiceBlock[]
}

/** One service page: its title and lead, then the blocks an editor arranged. */
export function ServicePage({ service }: { service: ServicePageContent }) {
  return (
    <>
      <PageIntro title={service.title} lead={service.intro} />
      <div className="container content-section">
        <RenderBlocks blocks={service.body} />
        <p className="service-back">
          <Link to="/services">All our services</Link> ·{' '}
          <Link to="/contact">Ask us about {service.title.toLowerCase()}</Link>
        </p>
      </div>
    </>
  )
}
