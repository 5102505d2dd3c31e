import { Accordion } from '../../../components/Accordion.tsx'
import type { ServiceBlock } from '../../../lib/content-types.ts'

/** Pairs with cms/blocks/Accordion/config.ts. */
export function AccordionBlock({ block }: { block: Extract<ServiceBlock, { blockType: 'accordion' }> }) {
  return (
    <section className="service-block">
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="measure">{block.intro}</p>}
      <Accordion items={block.items} headingLevel={block.heading ? 3 : 2} />
    </section>
  )
}
