import type { ShapeId } from './join-the-path.rules'

// Each shape has its own colour as well as its own outline; the outline alone tells them apart (high contrast
// draws them all in black).
const FILL: Record<ShapeId, string> = {
  triangle: '#d97706',
  square: '#0369a1',
  circle: '#e11d48',
  star: '#7c3aed',
  heart: '#db2777',
  diamond: '#047857',
  hexagon: '#c2410c',
  moon: '#4338ca',
}

function outline(shape: ShapeId) {
  switch (shape) {
    case 'triangle':
      return <polygon points="50,8 94,88 6,88" />
    case 'square':
      return <rect x="12" y="12" width="76" height="76" rx="4" />
    case 'circle':
      return <circle cx="50" cy="50" r="42" />
    case 'star':
      return <polygon points="50,5 61,37 95,37 68,58 78,92 50,72 22,92 32,58 5,37 39,37" />
    case 'heart':
      return (
        <path d="M50 88 C22 68 6 52 6 33 C6 18 17 8 30 8 C40 8 46 14 50 22 C54 14 60 8 70 8 C83 8 94 18 94 33 C94 52 78 68 50 88 Z" />
      )
    case 'diamond':
      return <polygon points="50,4 92,50 50,96 8,50" />
    case 'hexagon':
      return <polygon points="27,8 73,8 96,50 73,92 27,92 4,50" />
    case 'moon':
      return <path d="M44 12 A40 40 0 1 0 82.9 67.5 A34 34 0 0 1 44 12 Z" />
  }
}

/** A board shape as a picture; its name is given by the control around it. */
export function ShapeIcon({
  shape,
  highContrast,
  className,
}: {
  shape: ShapeId
  highContrast: boolean
  className?: string
}) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className}>
      <g fill={highContrast ? '#000' : FILL[shape]}>{outline(shape)}</g>
    </svg>
  )
}
