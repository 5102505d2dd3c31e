import { Prose } from '../../../components/Prose.tsx'
import type { ServiceSection } from '@app/content/types'

/** Pairs with cms/blocks/TextSection/config.ts. */
export function TextSection({ block }: { block: Extract<ServiceSection, { blockType: 'textSection' }> }) {
  return (
    <section className="service-block" aria-labelledby={block.heading ? `block-${block.id}` : undefined}>
      {block.heading && <h2 id={`block-${block.id}`}>{block.heading}</h2>}
      <Prose text={block.text} className="measure" />
    </section>
  )
}
