import type { ReactNode } from 'react'

/**
 * One block of a service page: a section named by its heading, or a plain div when the editor gave it none (a
 * section without a heading is an unnamed part of the outline, and the Nu Html Checker warns of it).
 */
export function ServiceBlock({ id, heading, children }: { id: string; heading?: string | null; children: ReactNode }) {
  if (!heading) return <div className="service-block">{children}</div>
  return (
    <section className="service-block" aria-labelledby={`block-${id}`}>
      <h2 id={`block-${id}`}>{heading}</h2>
      {children}
    </section>
  )
}
