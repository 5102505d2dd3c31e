import type { BranchCard, BranchSummary } from '@app/content/types'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { telHref } from '../lib/format.ts'
import { ResponsiveImage } from './ResponsiveImage.tsx'

/** Branch cards, three per row on wide screens, each with its address and a tap-to-call link. */
export function BranchCardList({
  branches,
  headingLevel = 3,
}: {
  branches: Array<BranchCard | BranchSummary>
  /** The cards' heading level: one below the section's heading. */
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { t } = useI18n()
  return (
    <ul className="branch-grid">
      {branches.map((branch) => (
        <li key={branch.id} className="branch-card" style={{ borderTopColor: branch.colour ?? undefined }}>
          {'image' in branch && branch.image && (
            <ResponsiveImage
              image={branch.image}
              sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
              className="branch-image"
            />
          )}
          <div className="branch-body">
            <Heading>{branch.name}</Heading>
            <p>{branch.address}</p>
            <a href={telHref(branch.phone)} aria-label={t('branch.call', { name: branch.name, phone: branch.phone })}>
              {branch.phone}
            </a>
          </div>
        </li>
      ))}
    </ul>
  )
}
