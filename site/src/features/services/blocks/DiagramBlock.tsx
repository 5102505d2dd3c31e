import type { ServiceSection } from '@app/content/types'
import { ServiceBlock } from './ServiceBlock.tsx'

const SIZE = 600
const CENTRE = SIZE / 2
const RING = 215

/** Splits a label into at most two lines that fit a bubble. */
function lines(label: string): string[] {
  const words = label.split(' ')
  if (label.length <= 11 || words.length === 1) return [label]
  const half = Math.ceil(words.length / 2)
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')]
}

/**
 * Pairs with cms/blocks/Diagram/config.ts: the centre with its parts around it, drawn from the text, so
 * an editor's change redraws it. The list underneath carries the same words for screen readers.
 */
export function DiagramBlock({ block }: { block: Extract<ServiceSection, { blockType: 'diagram' }> }) {
  const points = block.parts.map((part, index) => {
    const angle = (index / block.parts.length) * Math.PI * 2 - Math.PI / 2
    return { ...part, x: CENTRE + RING * Math.cos(angle), y: CENTRE + RING * Math.sin(angle) }
  })
  return (
    <ServiceBlock id={block.id} heading={block.heading}>
      <figure className="diagram">
        <svg viewBox={`0 0 ${SIZE} ${SIZE}`} width={SIZE} height={SIZE} aria-hidden="true" focusable="false">
          {points.map((point) => (
            <line key={`l-${point.id}`} x1={CENTRE} y1={CENTRE} x2={point.x} y2={point.y} className="diagram-line" />
          ))}
          <circle cx={CENTRE} cy={CENTRE} r={74} className="diagram-centre" />
          <text x={CENTRE} y={CENTRE} className="diagram-centre-text" textAnchor="middle" dominantBaseline="middle">
            {block.centre}
          </text>
          {points.map((point) => {
            const text = lines(point.label)
            return (
              <g key={point.id}>
                <circle cx={point.x} cy={point.y} r={66} className="diagram-part" />
                {text.map((line, i) => (
                  <text
                    key={i}
                    x={point.x}
                    y={point.y + (i - (text.length - 1) / 2) * 20}
                    className="diagram-part-text"
                    textAnchor="middle"
                    dominantBaseline="middle"
                  >
                    {line}
                  </text>
                ))}
              </g>
            )
          })}
        </svg>
        <ul className="visually-hidden">
          {block.parts.map((part) => (
            <li key={part.id}>
              {block.centre}: {part.label}
            </li>
          ))}
        </ul>
        {block.caption && <figcaption>{block.caption}</figcaption>}
      </figure>
    </ServiceBlock>
  )
}
