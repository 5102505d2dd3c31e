// Animal faces drawn as SVG (no downloaded or copied artwork, no emoji font needed).

const EYE = '#1e293b'

function Eyes({ y = 45, gap = 14 }: { y?: number; gap?: number }) {
  return (
    <>
      <circle cx={50 - gap} cy={y} r="5" fill={EYE} />
      <circle cx={50 + gap} cy={y} r="5" fill={EYE} />
    </>
  )
}

/**
 * An animal's face, drawn to fill a 100 × 100 box: a friendly face in a colour of its own, so no two animals are
 * told apart by colour alone. Decorative: whoever shows it names it. Window Train and Picture–Sentence Match.
 */
export function AnimalFace({ name }: { name: string }) {
  switch (name) {
    case 'cat':
      return (
        <>
          <path d="M22 38 L26 12 L44 28 Z M78 38 L74 12 L56 28 Z" fill="#f59e0b" />
          <circle cx="50" cy="55" r="32" fill="#fbbf24" />
          <Eyes y={50} />
          <path d="M46 62 L54 62 L50 67 Z" fill="#be185d" />
          <path d="M20 62 H38 M20 70 H38 M62 62 H80 M62 70 H80" stroke="#78350f" strokeWidth="2" />
        </>
      )
    case 'bear':
      return (
        <>
          <circle cx="25" cy="28" r="12" fill="#92400e" />
          <circle cx="75" cy="28" r="12" fill="#92400e" />
          <circle cx="50" cy="55" r="32" fill="#b45309" />
          <ellipse cx="50" cy="66" rx="13" ry="10" fill="#fde68a" />
          <Eyes y={48} />
          <circle cx="50" cy="62" r="4" fill={EYE} />
        </>
      )
    case 'rabbit':
      return (
        <>
          <ellipse cx="38" cy="22" rx="8" ry="20" fill="#cbd5e1" />
          <ellipse cx="62" cy="22" rx="8" ry="20" fill="#cbd5e1" />
          <circle cx="50" cy="60" r="28" fill="#e2e8f0" />
          <Eyes y={56} gap={11} />
          <circle cx="50" cy="68" r="4" fill="#f472b6" />
        </>
      )
    case 'mouse':
      return (
        <>
          <circle cx="22" cy="34" r="16" fill="#94a3b8" />
          <circle cx="78" cy="34" r="16" fill="#94a3b8" />
          <ellipse cx="50" cy="58" rx="26" ry="28" fill="#cbd5e1" />
          <Eyes y={54} gap={10} />
          <circle cx="50" cy="72" r="4" fill="#f472b6" />
        </>
      )
    case 'pig':
      return (
        <>
          <path d="M24 34 L28 16 L40 28 Z M76 34 L72 16 L60 28 Z" fill="#f472b6" />
          <circle cx="50" cy="55" r="32" fill="#f9a8d4" />
          <Eyes y={46} />
          <ellipse cx="50" cy="64" rx="13" ry="9" fill="#f472b6" />
          <circle cx="45" cy="64" r="2.5" fill="#9d174d" />
          <circle cx="55" cy="64" r="2.5" fill="#9d174d" />
        </>
      )
    case 'frog':
      return (
        <>
          <circle cx="32" cy="30" r="12" fill="#16a34a" />
          <circle cx="68" cy="30" r="12" fill="#16a34a" />
          <ellipse cx="50" cy="60" rx="36" ry="26" fill="#22c55e" />
          <circle cx="32" cy="30" r="5" fill={EYE} />
          <circle cx="68" cy="30" r="5" fill={EYE} />
          <path d="M32 66 Q50 78 68 66" stroke="#14532d" strokeWidth="3" fill="none" />
        </>
      )
    case 'owl':
      return (
        <>
          <path d="M22 22 L36 30 L30 18 Z M78 22 L64 30 L70 18 Z" fill="#6d28d9" />
          <ellipse cx="50" cy="56" rx="30" ry="34" fill="#8b5cf6" />
          <circle cx="37" cy="44" r="11" fill="#ede9fe" />
          <circle cx="63" cy="44" r="11" fill="#ede9fe" />
          <circle cx="37" cy="44" r="5" fill={EYE} />
          <circle cx="63" cy="44" r="5" fill={EYE} />
          <path d="M45 56 L55 56 L50 64 Z" fill="#f59e0b" />
        </>
      )
    case 'dog':
      return (
        <>
          <ellipse cx="20" cy="46" rx="12" ry="24" fill="#78350f" />
          <ellipse cx="80" cy="46" rx="12" ry="24" fill="#78350f" />
          <circle cx="50" cy="52" r="31" fill="#d6a76c" />
          <ellipse cx="50" cy="68" rx="15" ry="11" fill="#fef3c7" />
          <Eyes y={46} gap={13} />
          <ellipse cx="50" cy="62" rx="6" ry="4.5" fill={EYE} />
          <path d="M50 66 v6 M44 74 Q50 78 56 74" stroke={EYE} strokeWidth="2.5" fill="none" strokeLinecap="round" />
        </>
      )
    case 'monkey':
      return (
        <>
          <circle cx="16" cy="52" r="12" fill="#a16207" />
          <circle cx="84" cy="52" r="12" fill="#a16207" />
          <circle cx="16" cy="52" r="6" fill="#fcd9a8" />
          <circle cx="84" cy="52" r="6" fill="#fcd9a8" />
          <circle cx="50" cy="52" r="32" fill="#a16207" />
          <path d="M30 48 Q30 30 50 36 Q70 30 70 48 Q76 74 50 80 Q24 74 30 48 Z" fill="#fcd9a8" />
          <Eyes y={48} gap={10} />
          <path d="M40 66 Q50 74 60 66" stroke="#78350f" strokeWidth="3" fill="none" strokeLinecap="round" />
        </>
      )
    default:
      // fox
      return (
        <>
          <path d="M18 20 L30 46 L44 30 Z M82 20 L70 46 L56 30 Z" fill="#c2410c" />
          <path d="M18 40 Q50 30 82 40 L50 88 Z" fill="#ea580c" />
          <path d="M30 56 Q50 60 70 56 L50 88 Z" fill="#fff7ed" />
          <Eyes y={50} gap={13} />
          <circle cx="50" cy="84" r="4" fill={EYE} />
        </>
      )
  }
}
