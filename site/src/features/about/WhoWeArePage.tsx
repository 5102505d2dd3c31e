import { PageIntro } from '../../components/PageIntro.tsx'
import { Picture } from '../../components/Picture.tsx'
import { Prose } from '../../components/Prose.tsx'
import type { WhoWeAreContent } from '../../lib/content-types.ts'

export function WhoWeArePage({ content }: { content: WhoWeAreContent }) {
  return (
    <>
      <PageIntro title="Who We Are" />
      <div className="container content-section">
        <Prose text={content.intro} className="measure" />
        <div className="mission-vision">
          <section className="statement" aria-labelledby="mission-heading">
            <h2 id="mission-heading">Our mission</h2>
            <p>{content.mission}</p>
          </section>
          <section className="statement" aria-labelledby="vision-heading">
            <h2 id="vision-heading">Our vision</h2>
            <p>{content.vision}</p>
          </section>
        </div>
        <section className="core-values" aria-labelledby="values-heading">
          <h2 id="values-heading">Our core values</h2>
          {content.coreValuesImage && (
            <Picture image={content.coreValuesImage} sizes="(min-width: 1200px) 1168px, 100vw" className="wide-image" />
          )}
          {content.coreValues.length > 0 && (
            <dl className="values-list">
              {content.coreValues.map((item) => (
                <div key={item.value}>
                  <dt>{item.value}</dt>
                  {item.meaning && <dd>{item.meaning}</dd>}
                </div>
              ))}
            </dl>
          )}
        </section>
      </div>
    </>
  )
}
