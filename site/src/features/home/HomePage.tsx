import type { HomeContent } from '@app/content/types'
import { BranchCardList } from '../../components/BranchCardList.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { paragraphs } from '../../lib/format.ts'
import { HeroSlider } from './HeroSlider.tsx'
import { TreatmentCarousel } from './TreatmentCarousel.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

export function HomePage({ page }: { page: HomeContent }) {
  const { href } = useI18n()
  return (
    <>
      <HeroSlider slides={page.heroSlides} />
      <section className="service-tiles" aria-labelledby="services-heading">
        <div className="container">
          <h2 id="services-heading" className="section-heading">
            {page.servicesHeading}
          </h2>
          <ul className="tile-row">
            {page.services.map((service) => (
              <li key={service.slug}>
                <a href={href(`/services/${service.slug}`)} className="tile">
                  {service.image && (
                    <ResponsiveImage image={{ ...service.image, alt: '' }} sizes="160px" className="tile-image" />
                  )}
                  <span>{service.title}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="page welcome">
        <div className="container">
          <h1>{page.welcomeTitle}</h1>
          {paragraphs(page.welcomeText).map((paragraph) => (
            <p className="lead" key={paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
      </section>
      <section className="branches" aria-labelledby="branches-heading">
        <div className="container">
          <h2 id="branches-heading" className="section-heading">
            {page.branchesHeading}
          </h2>
          <BranchCardList branches={page.branches} />
        </div>
      </section>
      <TreatmentCarousel heading={page.treatmentHeading} images={page.treatmentImages} />
    </>
  )
}
