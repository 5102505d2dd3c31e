// The pictures the windows and the tray show: simple SVG drawn here (no downloaded or copied artwork). Animals
// are friendly faces in distinct colours; look-alikes are one colour in near-identical forms; letters are text.
import { AnimalFace } from '../components/animal-face'
import type { TrayItem } from './rules'

const SHAPE = '#0369a1'

function Lookalike({ name }: { name: string }) {
  switch (name) {
    case 'triangle-up':
      return <path d="M50 16 L84 80 L16 80 Z" fill={SHAPE} />
    case 'triangle-down':
      return <path d="M50 84 L84 20 L16 20 Z" fill={SHAPE} />
    case 'triangle-left':
      return <path d="M16 50 L80 16 L80 84 Z" fill={SHAPE} />
    case 'triangle-right':
      return <path d="M84 50 L20 16 L20 84 Z" fill={SHAPE} />
    case 'circle':
      return <circle cx="50" cy="50" r="32" fill={SHAPE} />
    case 'ring':
      return <circle cx="50" cy="50" r="27" fill="none" stroke={SHAPE} strokeWidth="11" />
    case 'half-circle':
      return <path d="M18 56 A32 32 0 0 1 82 56 Z" fill={SHAPE} />
    default:
      return <rect x="20" y="20" width="60" height="60" rx="4" fill={SHAPE} />
  }
}

/** One item, drawn to fill its box (the box gives the size); hidden from screen readers (the button names it). */
export function ItemPicture({ item, highContrast }: { item: TrayItem; highContrast: boolean }) {
  if (item.kind === 'letter') {
    return (
      <span aria-hidden="true" className="text-[min(2.6em,11vw)] leading-none font-bold">
        {item.value}
      </span>
    )
  }
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className="size-full">
      {item.kind === 'animal' ? <AnimalFace name={item.value} /> : null}
      {item.kind === 'lookalike' ? (
        <g style={highContrast ? { filter: 'brightness(0)' } : undefined}>
          <Lookalike name={item.value} />
        </g>
      ) : null}
    </svg>
  )
}
