import { PageIntro } from '../../components/PageIntro.tsx'
import { Picture } from '../../components/Picture.tsx'
import type { ResearchContent } from '../../lib/content-types.ts'

export function ResearchPage({ research }: { research: ResearchContent }) {
  return (
    <>
      <PageIntro
        title="Research"
        lead="We study what helps children most, and use what we learn in our therapy rooms."
      />
      <div className="container content-section">
        <section aria-labelledby="projects-heading">
          <h2 id="projects-heading">Ongoing projects</h2>
          <ul className="card-grid">
            {research.projects.map((project) => (
              <li key={project.id} className="card project-card">
                {project.status && <p className="badge">{project.status}</p>}
                <h3 className="card-title">{project.title}</h3>
                <p>{project.summary}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="staff-heading">
          <h2 id="staff-heading">Our research team</h2>
          <ul className="card-grid">
            {research.staff.map((person) => (
              <li key={person.id} className="card staff-card">
                {person.photo && <Picture image={person.photo} sizes="96px" className="staff-photo" alt="" />}
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
