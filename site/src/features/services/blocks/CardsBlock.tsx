import type { ServiceBlock } from '../../../lib/content-types.ts'

/** Pairs with cms/blocks/Cards/config.ts. */
export function CardsBlock({ block }: { block: Extract<ServiceBlock, { blockType: 'cards' }> }) {
  const CardHeading = block.heading ? 'h3' : 'h2'
  return (
    <section className="service-block">
      {block.heading && <h2>{block.heading}</h2>}
      {block.intro && <p className="measure">{block.intro}</p>}
      <ul className="card-grid">
        {block.cards.map((card) => (
          <li key={card.id} className="card service-card">
            <CardHeading className="card-title">{card.title}</CardHeading>
            <p>{card.body}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
