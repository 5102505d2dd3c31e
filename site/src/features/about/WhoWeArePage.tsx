import type { WhoWeAreContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { Prose } from '../../components/Prose.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

export function WhoWeArePage({ page }: { page: WhoWeAreContent }) {
  const { t } = useI18n()
  return (
    <>
      <PageIntro title={page.heading} />
      <div className="container content-section">
        <Prose text={page.intro} className="measure" />
        <div className="mission-vision">
          <section className="statement" aria-labelledby="mission-heading">
            <h2 id="mission-heading">{t('about.mission')}</h2>
            <p>{page.mission}</p>
          </section>
          <section className="statement" aria-labelledby="vision-heading">
            <h2 id="vision-heading">{t('about.vision')}</h2>
            <p>{page.vision}</p>
          </section>
        </div>
        <section className="core-values" aria-labelledby="values-heading">
          <h2 id="values-heading">{t('about.coreValues')}</h2>
          {page.coreValuesImage && (
            <ResponsiveImage
              image={page.coreValuesImage}
              sizes="(min-width: 1200px) 1168px, calc(100vw - 2rem)"
              className="wide-image"
            />
          )}
          {page.coreValues.length > 0 && (
            <dl className="values-list">
              {page.coreValues.map((item) => (
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
