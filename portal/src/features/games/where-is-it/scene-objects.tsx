import type { SceneObject } from './where-is-it.rules'

// Each object differs in outline as well as colour, so a child who does not tell colours apart still can.
const COLOURS: Record<SceneObject, { fill: string; line: string }> = {
  star: { fill: '#f5b301', line: '#8a5a00' },
  box: { fill: '#c08a4b', line: '#6b4420' },
  ball: { fill: '#e2483d', line: '#8c1d16' },
  moon: { fill: '#7c83e6', line: '#343b9c' },
  heart: { fill: '#e5609b', line: '#8c1f52' },
  tree: { fill: '#3fa45b', line: '#1c5e2e' },
  cup: { fill: '#2fb3b3', line: '#126565' },
}

/** One object drawn in a 100 × 100 square whose top left corner is (x, y). Decorative: the buttons carry names. */
export function SceneObjectShape({
  object,
  x,
  y,
  highContrast,
}: {
  object: SceneObject
  x: number
  y: number
  highContrast: boolean
}) {
  const colour = highContrast ? { fill: '#ffffff', line: '#000000' } : COLOURS[object]
  const paint = {
    fill: colour.fill,
    stroke: colour.line,
    strokeWidth: highContrast ? 6 : 4,
    strokeLinejoin: 'round' as const,
  }
  return (
    <g transform={`translate(${x} ${y})`} aria-hidden="true">
      {object === 'star' && <polygon points="50,12 61,38 89,39 67,57 75,85 50,69 25,85 33,57 11,39 39,38" {...paint} />}
      {object === 'box' && (
        <>
          <rect x="16" y="24" width="68" height="60" rx="3" {...paint} />
          <path d="M16 44 h68 M50 24 v20" fill="none" stroke={colour.line} strokeWidth={paint.strokeWidth} />
        </>
      )}
      {object === 'ball' && (
        <>
          <circle cx="50" cy="52" r="34" {...paint} />
          <path d="M22 40 q28 20 56 0" fill="none" stroke={colour.line} strokeWidth={paint.strokeWidth} />
        </>
      )}
      {object === 'moon' && <path d="M62 14 a38 38 0 1 0 22 62 a30 30 0 1 1 -22 -62 z" {...paint} />}
      {object === 'heart' && (
        <path d="M50 84 C18 62 12 44 20 30 C28 16 46 18 50 32 C54 18 72 16 80 30 C88 44 82 62 50 84 Z" {...paint} />
      )}
      {object === 'tree' && (
        <>
          <rect x="43" y="66" width="14" height="22" {...paint} />
          <polygon points="50,10 82,68 18,68" {...paint} />
        </>
      )}
      {object === 'cup' && (
        <>
          <path
            d="M66 42 h8 a12 12 0 0 1 0 24 h-8"
            fill="none"
            stroke={colour.line}
            strokeWidth={paint.strokeWidth + 2}
          />
          <path d="M20 28 h48 l-6 54 h-36 z" {...paint} />
        </>
      )}
    </g>
  )
}
