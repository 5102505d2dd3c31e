import type { CSSProperties } from 'react'
import { PageIntro } from '../../components/PageIntro.tsx'
import type { WhyUsContent } from '../../lib/content-types.ts'

/** The claims fade in one after another, 0.2 s apart (pure CSS: no script, and still for reduced motion). */
export function WhyUsPage({ content }: { content: WhyUsContent }) {
  return (
    <>
      <PageIntro title="Why Us" lead={content.intro} />
      <div className="container content-section">
        <ol className="why-us-list">
          {content.claims.map((claim, index) => (
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
