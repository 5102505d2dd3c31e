import './content-pages.css'
import type { ReactNode } from 'react'

/** The top of a content page: its one <h1> and a short lead paragraph. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string | null; children?: ReactNode }) {
  return (
    <header className="page-intro">
      <div className="container">
        <h1>{title}</h1>
        {lead && <p className="lead">{lead}</p>}
        {children}
      </div>
    </header>
  )
}
