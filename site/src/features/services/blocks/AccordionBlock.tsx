import { Accordion } from '../../../components/Accordion.tsx'
import type { ServiceSection } from '@app/content/types'

/** Pairs with cms/blocks/Accordion/config.ts. */
export function AccordionBlock({ block }: { block: Extract<ServiceSection, { blockType: 'accordion' }> }) {
  return (
    <section className="service-block" aria-labelledby={block.heading ? `block-${block.id}` : undefined}>
      {block.heading && <h2 id={`block-${block.id}`}>{block.heading}</h2>}
      {block.intro && <p className="measure">{block.intro}</p>}
      <Accordion items={block.items} headingLevel={block.heading ? 3 : 2} />
    </section>
  )
}
