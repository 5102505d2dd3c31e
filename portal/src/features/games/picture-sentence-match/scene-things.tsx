// The things and landmarks of a scene, drawn as SVG the way Where Is It? draws its objects (each in a 100 × 100
// box, a fill and a darker outline, rounded joins), so they show on any system: colour emoji need a font that
// not every computer has, and without it they were empty boxes. The ball and the fir tree are Where Is It?'s own.
import type { ReactNode } from 'react'
import { SceneObjectShape } from '../where-is-it/scene-objects'
import type { Scene } from './picture-sentence-match.rules'

const outline = (fill: string, line: string, width = 4) => ({
  fill,
  stroke: line,
  strokeWidth: width,
  strokeLinejoin: 'round' as const,
  strokeLinecap: 'round' as const,
})

/** One drawing's 100 × 100 box, centred on (x, y) and `size` wide. */
export function Placed({ x, y, size, children }: { x: number; y: number; size: number; children: ReactNode }) {
  return <g transform={`translate(${x - size / 2} ${y - size / 2}) scale(${size / 100})`}>{children}</g>
}

/** The thing the animal is using. */
export function ThingShape({ thing }: { thing: Scene['what'] }) {
  switch (thing) {
    case 'book':
      return (
        <>
          <path d="M50 30 Q30 20 10 26 V80 Q30 74 50 84 Z" {...outline('#ffffff', '#1e3a8a')} />
          <path d="M50 30 Q70 20 90 26 V80 Q70 74 50 84 Z" {...outline('#ffffff', '#1e3a8a')} />
          <path
            d="M10 80 Q30 74 50 84 Q70 74 90 80 V86 Q70 80 50 90 Q30 80 10 86 Z"
            {...outline('#2563eb', '#1e3a8a')}
          />
          <path
            d="M20 40 h20 M20 50 h20 M20 60 h20 M60 40 h20 M60 50 h20 M60 60 h20"
            stroke="#94a3b8"
            strokeWidth="3"
          />
        </>
      )
    case 'apple':
      return (
        <>
          <path
            d="M50 34 C38 22 14 26 14 52 C14 76 32 92 50 84 C68 92 86 76 86 52 C86 26 62 22 50 34 Z"
            {...outline('#dc2626', '#7f1d1d')}
          />
          <path d="M50 34 Q48 20 54 10" fill="none" stroke="#78350f" strokeWidth="5" strokeLinecap="round" />
          <path d="M54 20 Q66 8 78 14 Q70 26 54 20 Z" {...outline('#22c55e', '#14532d', 3)} />
        </>
      )
    case 'ball':
      return <SceneObjectShape object="ball" x={0} y={0} highContrast={false} />
    case 'paint':
      return (
        <>
          <path
            d="M48 12 C76 12 94 30 92 52 C90 70 76 70 68 66 C60 62 54 70 58 80 C62 90 48 92 38 88 C18 82 8 62 12 42 C16 24 30 12 48 12 Z"
            {...outline('#e7c28b', '#7c5322')}
          />
          <circle cx="32" cy="34" r="8" fill="#dc2626" />
          <circle cx="54" cy="28" r="8" fill="#2563eb" />
          <circle cx="74" cy="40" r="8" fill="#16a34a" />
          <circle cx="26" cy="58" r="8" fill="#facc15" />
          <path d="M40 76 L86 18" stroke="#7c5322" strokeWidth="6" strokeLinecap="round" />
          <path d="M86 18 L94 8" stroke="#111827" strokeWidth="7" strokeLinecap="round" />
        </>
      )
    case 'drum':
      return (
        <>
          <path d="M16 38 V72 Q50 90 84 72 V38" {...outline('#dc2626', '#7f1d1d')} />
          <path d="M16 46 L30 78 L44 50 L58 82 L72 50 L84 72" fill="none" stroke="#fde68a" strokeWidth="4" />
          <ellipse cx="50" cy="38" rx="34" ry="12" {...outline('#fef3c7', '#7f1d1d')} />
          <path d="M30 6 L46 34 M74 4 L58 34" stroke="#78350f" strokeWidth="5" strokeLinecap="round" />
        </>
      )
    case 'balloon':
      return (
        <>
          <path d="M50 66 Q42 80 54 88 Q62 94 52 100" fill="none" stroke="#475569" strokeWidth="2.5" />
          <ellipse cx="50" cy="36" rx="26" ry="31" {...outline('#e11d48', '#881337')} />
          <path d="M45 70 L50 64 L55 70 Z" {...outline('#e11d48', '#881337', 3)} />
          <ellipse cx="40" cy="24" rx="6" ry="10" fill="#fda4af" />
        </>
      )
  }
}

/** The landmarks that show where the scene is. */
export type Landmark = 'fountain' | 'tree' | 'sunshade' | 'shell' | 'wheat' | 'tractor' | 'fir' | 'sunflower' | 'tulip'

export function LandmarkShape({ landmark }: { landmark: Landmark }) {
  switch (landmark) {
    case 'fountain':
      return (
        <>
          <path d="M50 40 Q34 14 18 40 M50 40 Q66 14 82 40 M50 44 V18" fill="none" stroke="#38bdf8" strokeWidth="5" />
          <rect x="44" y="40" width="12" height="30" {...outline('#cbd5e1', '#475569', 3)} />
          <path d="M10 66 h80 v18 q-40 10 -80 0 z" {...outline('#e2e8f0', '#475569', 3)} />
          <ellipse cx="50" cy="66" rx="40" ry="8" {...outline('#7dd3fc', '#475569', 3)} />
        </>
      )
    case 'tree':
      return (
        <>
          <rect x="42" y="56" width="16" height="40" {...outline('#92400e', '#451a03', 3)} />
          <circle cx="50" cy="38" r="30" {...outline('#16a34a', '#14532d', 3)} />
          <circle cx="28" cy="52" r="16" {...outline('#22c55e', '#14532d', 3)} />
          <circle cx="72" cy="52" r="16" {...outline('#22c55e', '#14532d', 3)} />
        </>
      )
    case 'sunshade':
      return (
        <>
          <path d="M52 30 L44 98" stroke="#475569" strokeWidth="5" strokeLinecap="round" />
          <path d="M8 42 Q50 -6 94 42 Z" {...outline('#f97316', '#9a3412', 3)} />
          <path d="M36 42 Q42 12 52 18 Q62 12 68 42 Z" {...outline('#ffffff', '#9a3412', 3)} />
        </>
      )
    case 'shell':
      return (
        <>
          <path d="M50 88 L14 46 Q50 0 86 46 Z" {...outline('#fecdd3', '#9f1239', 3)} />
          <path d="M50 88 L30 32 M50 88 L50 22 M50 88 L70 32" fill="none" stroke="#9f1239" strokeWidth="3" />
          <path d="M40 88 h20 v6 h-20 z" {...outline('#fecdd3', '#9f1239', 3)} />
        </>
      )
    case 'wheat':
      return (
        <g {...outline('#eab308', '#854d0e', 2.5)}>
          {[28, 50, 72].map((x, stalk) => (
            <g key={x} transform={`rotate(${(stalk - 1) * 12} ${x} 96)`}>
              <path d={`M${x} 96 V30`} fill="none" strokeWidth="3" />
              {[20, 34, 48].map((y) => (
                <g key={y}>
                  <ellipse cx={x - 6} cy={y + 4} rx="5" ry="9" transform={`rotate(-25 ${x - 6} ${y + 4})`} />
                  <ellipse cx={x + 6} cy={y + 4} rx="5" ry="9" transform={`rotate(25 ${x + 6} ${y + 4})`} />
                </g>
              ))}
              <ellipse cx={x} cy={12} rx="5" ry="9" />
            </g>
          ))}
        </g>
      )
    case 'tractor':
      return (
        <>
          <path d="M8 68 V48 H52 V20 H82 V68 Z" {...outline('#dc2626', '#7f1d1d', 3)} />
          <rect x="58" y="26" width="18" height="18" {...outline('#bae6fd', '#7f1d1d', 3)} />
          <path d="M18 48 V34" stroke="#374151" strokeWidth="5" strokeLinecap="round" />
          <circle cx="66" cy="74" r="20" {...outline('#374151', '#111827', 3)} />
          <circle cx="66" cy="74" r="8" fill="#facc15" />
          <circle cx="22" cy="80" r="13" {...outline('#374151', '#111827', 3)} />
          <circle cx="22" cy="80" r="5" fill="#facc15" />
        </>
      )
    case 'fir':
      return <SceneObjectShape object="tree" x={0} y={0} highContrast={false} />
    case 'sunflower':
      return (
        <>
          <path d="M50 56 V100" stroke="#15803d" strokeWidth="5" />
          <path d="M50 82 Q64 66 78 74 Q64 88 50 82 Z" fill="#22c55e" />
          <g {...outline('#facc15', '#a16207', 2)}>
            {Array.from({ length: 10 }, (_, petal) => (
              <ellipse key={petal} cx="50" cy="17" rx="7" ry="14" transform={`rotate(${petal * 36} 50 38)`} />
            ))}
          </g>
          <circle cx="50" cy="38" r="13" {...outline('#78350f', '#451a03', 2)} />
        </>
      )
    case 'tulip':
      return (
        <>
          <path d="M50 50 V100" stroke="#15803d" strokeWidth="5" />
          <path d="M50 86 Q30 64 30 50 Q44 64 50 86 Z" fill="#22c55e" />
          <path
            d="M28 20 L38 32 L50 16 L62 32 L72 20 V40 Q72 58 50 58 Q28 58 28 40 Z"
            {...outline('#ec4899', '#831843', 3)}
          />
        </>
      )
  }
}
