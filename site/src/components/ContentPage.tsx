/** A simple page: heading and intro (pages still waiting for their own layout). */
export function ContentPage({ title, intro }: { title: string; intro: string }) {
  return (
    <section className="page">
      <div className="container">
        <h1>{title}</h1>
        <p className="lead">{intro}</p>
      </div>
    </section>
  )
}
