import type { NotFoundContent } from '@app/content/types'

/** The 404 page. Signed-in portal users get their dashboard button from the portal's own 404. */
export function NotFoundPage({ page }: { page: NotFoundContent }) {
  return (
    <section className="page not-found">
      <div className="container">
        <h1>{page.heading}</h1>
        {page.lead && <p className="lead">{page.lead}</p>}
        <a className="button" href="/">
          Go to Homepage
        </a>
      </div>
    </section>
  )
}
