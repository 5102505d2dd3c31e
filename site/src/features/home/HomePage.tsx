import type { SiteData } from '../../lib/site-data.ts'
import { telHref } from '../../lib/site-data.ts'

export function HomePage({ data }: { data: SiteData }) {
  const { home, branches } = data
  return (
    <>
      <section className="page welcome">
        <div className="container">
          <h1>{home.welcomeTitle}</h1>
          <p className="lead">{home.welcomeText}</p>
        </div>
      </section>
      <section className="branches" aria-labelledby="branches-heading">
        <div className="container">
          <h2 id="branches-heading">{home.branchesHeading}</h2>
          <ul className="branch-grid">
            {branches.map((branch) => (
              <li key={branch._id} className="branch-card" style={{ borderTopColor: branch.colour ?? undefined }}>
                <h3>{branch.name}</h3>
                <p>{branch.address}</p>
                <a href={telHref(branch.phone)}>{branch.phone}</a>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
