import type { BranchesContent } from '@app/content/types'
import { BranchCardList } from '../../components/BranchCardList.tsx'

/** /ourbranches: every branch with its address and a tap-to-call phone link. */
export function BranchesPage({ page }: { page: BranchesContent }) {
  return (
    <section className="page" aria-labelledby="branches-page-heading">
      <div className="container">
        <h1 id="branches-page-heading">{page.heading}</h1>
        {page.intro && <p className="lead">{page.intro}</p>}
        <BranchCardList branches={page.branches} headingLevel={2} />
      </div>
    </section>
  )
}
