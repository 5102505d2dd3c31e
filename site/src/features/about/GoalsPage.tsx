import type { GoalsContent } from '@app/content/types'
import { PageIntro } from '../../components/PageIntro.tsx'

export function GoalsPage({ page }: { page: GoalsContent }) {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section">
        <ul className="card-grid goal-grid">
          {page.goals.map((goal, index) => (
            <li key={goal.id} className="card goal-card">
              <span className="goal-number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h2 className="card-title">{goal.title}</h2>
              <p>{goal.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
