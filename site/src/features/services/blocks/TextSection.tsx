import { Prose } from '../../../components/Prose.tsx'
import type { ServiceSection } from '@app/content/types'
import { ServiceBlock } from './ServiceBlock.tsx'

/** Pairs with cms/blocks/TextSection/config.ts. */
export function TextSection({ block }: { block: Extract<ServiceSection, { blockType: 'textSection' }> }) {
  return (
    <ServiceBlock id={block.id} heading={block.heading}>
      <Prose text={block.text} className="measure" />
    </ServiceBlock>
  )
}
