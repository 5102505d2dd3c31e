import type { ResearchContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'
import { ResponsiveImage } from '../../components/ResponsiveImage.tsx'
import { useI18n } from '../../i18n/I18nProvider.tsx'

export function ResearchPage({ page }: { page: ResearchContent }) {
  const { t } = useI18n()
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section">
        <section aria-labelledby="projects-heading">
          <h2 id="projects-heading">{t('research.projects')}</h2>
          <ul className="card-grid">
            {page.projects.map((project) => (
              <li key={project.id} className="card project-card">
                {project.status && <p className="badge">{project.status}</p>}
                <h3 className="card-title">{project.title}</h3>
                <p>{project.summary}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="staff-heading">
          <h2 id="staff-heading">{t('research.team')}</h2>
          <ul className="card-grid">
            {page.staff.map((person) => (
              <li key={person.id} className="card staff-card">
                {person.photo && (
                  <ResponsiveImage image={{ ...person.photo, alt: '' }} sizes="96px" className="staff-photo" />
                )}
                <h3 className="card-title">{person.name}</h3>
                <p className="staff-role">{person.role}</p>
                {person.bio && <p>{person.bio}</p>}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
