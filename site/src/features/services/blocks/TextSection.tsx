import { Prose } from '../../../components/Prose.tsx'
import type { ServiceBlock } from '../../../lib/content-types.ts'

/** Pairs with cms/blocks/TextSection/config.ts. */
export function TextSection({ block }: { block: Extract<ServiceBlock, { blockType: 'textSection' }> }) {
  return (
    <section className="service-block">
      {block.heading && <h2>{block.heading}</h2>}
      <Prose text={block.body} className="measure" />
    </section>
  )
}
