import { AccordionBlock } from './Accordion/config.ts'
import { CardsBlock } from './Cards/config.ts'
import { DiagramBlock } from './Diagram/config.ts'

/** The blocks site engineer B adds to a service page's body (A's TextSection comes first). */
export const serviceBodyBlocks = [AccordionBlock, CardsBlock, DiagramBlock]
