/** The 404 page. Signed-in portal users get their dashboard button from the portal's own 404. */
export function NotFoundPage() {
  return (
    <section className="page not-found">
      <div className="container">
        <h1>Page Not Found</h1>
        <p className="lead">Sorry, we could not find the page you were looking for.</p>
        <a className="button" href="/">
          Go to Homepage
        </a>
      </div>
    </section>
  )
}
