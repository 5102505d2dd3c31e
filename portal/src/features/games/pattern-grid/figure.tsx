import { useId } from 'react'
import type { Colour, Figure, Shape } from './pattern-grid.rules'
import type { PatternGridMessageId } from './messages'
import type { Translate } from '../../../i18n/messages'

// Okabe–Ito colours (told apart with the common colour-vision differences), each paired with its own fill
// pattern, so no figure is known by its colour alone — also in high contrast, where outlines and patterns darken.
export const COLOUR_FILL: Record<Colour, string> = {
  blue: '#0072B2',
  orange: '#E69F00',
  green: '#009E73',
  purple: '#CC79A7',
}
type FillPattern = 'solid' | 'stripes' | 'dots' | 'checks'
export const COLOUR_PATTERN: Record<Colour, FillPattern> = {
  blue: 'solid',
  orange: 'stripes',
  green: 'dots',
  purple: 'checks',
}

/** One shape drawn in a 100×100 box centred on (50, 50). */
function ShapeOutline({ shape, ...paint }: { shape: Shape } & React.SVGProps<SVGElement>) {
  const common = { ...paint, vectorEffect: 'non-scaling-stroke', strokeLinejoin: 'round' } as const
  switch (shape) {
    case 'circle':
      return <circle cx={50} cy={50} r={32} {...(common as React.SVGProps<SVGCircleElement>)} />
    case 'square':
      return <rect x={20} y={20} width={60} height={60} {...(common as React.SVGProps<SVGRectElement>)} />
    case 'triangle':
      return <polygon points="50,15 86,80 14,80" {...(common as React.SVGProps<SVGPolygonElement>)} />
    case 'star':
      return <polygon points={STAR_POINTS} {...(common as React.SVGProps<SVGPolygonElement>)} />
    case 'flag':
      // A pole with its pennant at the top, pointing right: not symmetric, so every quarter turn and the mirror
      // image look different.
      return <path d="M28 12 H37 V88 H28 Z M37 12 L80 29 L37 46 Z" {...(common as React.SVGProps<SVGPathElement>)} />
  }
}

const STAR_POINTS = Array.from({ length: 10 }, (_, index) => {
  const radius = index % 2 === 0 ? 37 : 16
  const angle = (Math.PI / 5) * index - Math.PI / 2
  return `${(50 + radius * Math.cos(angle)).toFixed(1)},${(53 + radius * Math.sin(angle)).toFixed(1)}`
}).join(' ')

// Where the copies of a shape sit for counts 1–3, and how small they are drawn.
const LAYOUTS: Record<number, { x: number; y: number; scale: number }[]> = {
  1: [{ x: 50, y: 50, scale: 1 }],
  2: [
    { x: 27, y: 50, scale: 0.48 },
    { x: 73, y: 50, scale: 0.48 },
  ],
  3: [
    { x: 27, y: 29, scale: 0.44 },
    { x: 73, y: 29, scale: 0.44 },
    { x: 50, y: 72, scale: 0.44 },
  ],
}

function variantTransform(figure: Figure): string {
  const turn = figure.rotation ? `rotate(${figure.rotation} 50 50) ` : ''
  if (figure.variant === 'stretched') return `${turn}translate(50 50) scale(1.3 0.7) translate(-50 -50)`
  if (figure.variant === 'mirrored') return `${turn}translate(50 50) scale(-1 1) translate(-50 -50)`
  return turn.trim()
}

function PatternDefs({ id, pattern, ink }: { id: string; pattern: FillPattern; ink: string }) {
  if (pattern === 'solid') return null
  return (
    <defs>
      <pattern id={id} width={10} height={10} patternUnits="userSpaceOnUse">
        {pattern === 'stripes' && <path d="M-2 12 L12 -2 M8 12 L12 8 M-2 2 L2 -2" stroke={ink} strokeWidth={2.2} />}
        {pattern === 'dots' && <circle cx={5} cy={5} r={2} fill={ink} />}
        {pattern === 'checks' && <path d="M0 0 H5 V5 H0 Z M5 5 H10 V10 H5 Z" fill={ink} fillOpacity={0.8} />}
      </pattern>
    </defs>
  )
}

/** A figure as inline SVG; decorative (its words are on the control or cell around it). */
export function FigureSvg({
  figure,
  highContrast,
  className,
}: {
  figure: Figure
  highContrast: boolean
  className?: string
}) {
  const patternId = `pattern-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const pattern = COLOUR_PATTERN[figure.colour]
  const ink = highContrast ? '#000000' : '#1e293b'
  const strokeWidth = highContrast ? 3.5 : 2.5
  const transform = variantTransform(figure)
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className}>
      <PatternDefs id={patternId} pattern={pattern} ink={highContrast ? '#000000' : 'rgba(15, 23, 42, 0.55)'} />
      {(LAYOUTS[figure.count] ?? LAYOUTS[1]).map(({ x, y, scale }, index) => (
        <g key={index} transform={`translate(${x - 50 * scale} ${y - 50 * scale}) scale(${scale})`}>
          <g transform={transform || undefined}>
            <ShapeOutline shape={figure.shape} fill={COLOUR_FILL[figure.colour]} stroke="none" />
            <ShapeOutline
              shape={figure.shape}
              fill={pattern === 'solid' ? 'none' : `url(#${patternId})`}
              stroke={ink}
              strokeWidth={strokeWidth}
            />
          </g>
        </g>
      ))}
    </svg>
  )
}

const CLOCKWISE = ['up', 'right', 'down', 'left'] as const

/** The figure in words, for the accessible name of the cell or button that shows it. */
export function describeFigure(figure: Figure, t: Translate<PatternGridMessageId>): string {
  const colour = colourName(figure.colour, t)
  if (figure.shape === 'flag') {
    const turns = figure.rotation / 90
    const facing = figure.variant === 'mirrored' ? 3 : 1
    return t('patternGrid.flag', {
      colour,
      end: CLOCKWISE[turns % 4],
      facing: CLOCKWISE[(facing + turns) % 4],
    })
  }
  return t('patternGrid.figure', { count: figure.count, colour, shape: shapeName(figure, t) })
}

export function colourName(colour: Colour, t: Translate<PatternGridMessageId>): string {
  switch (colour) {
    case 'blue':
      return t('patternGrid.colour.blue')
    case 'orange':
      return t('patternGrid.colour.orange')
    case 'green':
      return t('patternGrid.colour.green')
    case 'purple':
      return t('patternGrid.colour.purple')
  }
}

/** A shape's name (plural by count); a stretched look-alike has its own name, so the choices never sound alike. */
export function shapeName(
  figure: Pick<Figure, 'shape' | 'count' | 'variant'>,
  t: Translate<PatternGridMessageId>,
): string {
  const count = figure.count
  const stretched = figure.variant === 'stretched'
  switch (figure.shape) {
    case 'circle':
      return stretched ? t('patternGrid.shape.oval', { count }) : t('patternGrid.shape.circle', { count })
    case 'square':
      return stretched ? t('patternGrid.shape.rectangle', { count }) : t('patternGrid.shape.square', { count })
    case 'triangle':
      return stretched ? t('patternGrid.shape.wideTriangle', { count }) : t('patternGrid.shape.triangle', { count })
    case 'star':
      return stretched ? t('patternGrid.shape.wideStar', { count }) : t('patternGrid.shape.star', { count })
    case 'flag':
      return t('patternGrid.shape.flag', { count })
  }
}
