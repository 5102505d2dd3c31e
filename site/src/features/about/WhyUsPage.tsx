import type { CSSProperties } from 'react'
import type { WhyUsContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'

/** The claims fade in one after another, 0.2 s apart: pure CSS, so no script, and still for reduced motion. */
export function WhyUsPage({ page }: { page: WhyUsContent }) {
  return (
    <>
      <PageIntro title={page.heading} lead={page.intro} />
      <div className="container content-section">
        <ol className="why-us-list">
          {page.claims.map((claim, index) => (
            <li key={index} className="why-us-item" style={{ '--stagger': index } as CSSProperties}>
              <span className="why-us-number" aria-hidden="true">
                {index + 1}
              </span>
              <span>{claim}</span>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
