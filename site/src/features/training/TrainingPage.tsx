import { PageIntro } from '../../components/PageIntro.tsx'
import type { TrainingContent } from '@app/content/types'

export function TrainingPage({ page }: { page: TrainingContent }) {
  return (
    <>
      <PageIntro title={page.heading} lead={page.lead} />
      <div className="container content-section">
        <table className="data-table">
          <caption>Our training programmes</caption>
          <thead>
            <tr>
              <th scope="col">Programme</th>
              <th scope="col">Duration</th>
              <th scope="col">Frequency</th>
              <th scope="col">Coordinator</th>
            </tr>
          </thead>
          <tbody>
            {page.programmes.map((row) => (
              <tr key={row.id}>
                <th scope="row" data-label="Programme">
                  <span className="cell-title">{row.programme}</span>
                  {row.description && <span className="cell-note">{row.description}</span>}
                </th>
                <td data-label="Duration">{row.duration}</td>
                <td data-label="Frequency">{row.frequency}</td>
                <td data-label="Coordinator">{row.coordinator}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="measure">
          <a className="button" href="/enquiry">
            Enquire about your child
          </a>
        </p>
        <p className="measure">
          To join a programme, call any of our branches or write to us through the <a href="/contact">contact page</a>.
        </p>
      </div>
    </>
  )
}
