import type { ServicesOverviewContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

/** /services: a tile per service, each leading to its page. */
export function ServicesOverviewPage({ page }: { page: ServicesOverviewContent }) {
  const { href } = useI18n()
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section">
        <ul className="service-overview-grid">
          {page.services.map((service, index) => (
            <li key={service.slug}>
              <a href={href(`/services/${service.slug}`)} className="service-overview-card">
                {service.image && (
                  <ResponsiveImage
                    image={{ ...service.image, alt: '' }}
                    sizes="(min-width: 768px) 120px, 96px"
                    className="service-overview-image"
                    isPriority={index === 0}
                  />
                )}
                <span className="service-overview-text">
                  <span className="service-overview-title">{service.title}</span>
                  <span className="service-overview-summary">{service.summary}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
