import type { ServiceSection } from '@app/content/types'
import { ServiceBlock } from './ServiceBlock.tsx'

/** Pairs with cms/blocks/Cards/config.ts. */
export function CardsBlock({ block }: { block: Extract<ServiceSection, { blockType: 'cards' }> }) {
  const CardHeading = block.heading ? 'h3' : 'h2'
  return (
    <ServiceBlock id={block.id} heading={block.heading}>
      {block.intro && <p className="measure">{block.intro}</p>}
      <ul className="card-grid">
        {block.cards.map((card) => (
          <li key={card.id} className="card service-card">
            <CardHeading className="card-title">{card.title}</CardHeading>
            <p>{card.body}</p>
          </li>
        ))}
      </ul>
    </ServiceBlock>
  )
}
