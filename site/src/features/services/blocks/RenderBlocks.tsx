import type { ServiceSection } from '@app/content/types'
import { AccordionBlock } from './AccordionBlock.tsx'
import { CardsBlock } from './CardsBlock.tsx'
import { DiagramBlock } from './DiagramBlock.tsx'
import { TextSection } from './TextSection.tsx'

/** A service page's body: each CMS block by its component. Unknown block types are skipped. */
export function RenderBlocks({ blocks }: { blocks: ServiceSection[] }) {
  return (
    <>
      {blocks.map((block) => {
        switch (block.blockType) {
          case 'textSection':
            return <TextSection key={block.id} block={block} />
          case 'accordion':
            return <AccordionBlock key={block.id} block={block} />
          case 'cards':
            return <CardsBlock key={block.id} block={block} />
          case 'diagram':
            return <DiagramBlock key={block.id} block={block} />
          default:
            return null
        }
      })}
    </>
  )
}
