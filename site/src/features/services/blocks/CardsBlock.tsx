import type { ServiceSection } from '@app/content/types'

/** Pairs with cms/blocks/Cards/config.ts. */
export function CardsBlock({ block }: { block: Extract<ServiceSection, { blockType: 'cards' }> }) {
  const CardHeading = block.heading ? 'h3' : 'h2'
  return (
    <section className="service-block" aria-labelledby={block.heading ? `block-${block.id}` : undefined}>
      {block.heading && <h2 id={`block-${block.id}`}>{block.heading}</h2>}
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
