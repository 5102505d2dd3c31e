import { Accordion } from '../../../components/Accordion.tsx'
import type { ServiceSection } from '@app/content/types'
import { ServiceBlock } from './ServiceBlock.tsx'

/** Pairs with cms/blocks/Accordion/config.ts. */
export function AccordionBlock({ block }: { block: Extract<ServiceSection, { blockType: 'accordion' }> }) {
  return (
    <ServiceBlock id={block.id} heading={block.heading}>
      {block.intro && <p className="measure">{block.intro}</p>}
      <Accordion items={block.items} headingLevel={block.heading ? 3 : 2} />
    </ServiceBlock>
  )
}
