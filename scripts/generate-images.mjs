// `node scripts/generate-images.mjs`: draws the site's seed images (calm, child-friendly illustrations)
// as SVG and renders them with sharp into cms/seed/images/. The output is committed: the site never
// hot-links or downloads an image. Re-running gives the same files (a seeded random generator).
// Add an entry to IMAGES (or call `scene()` with your own props) to make more.
import { mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'

const outDir = path.resolve(import.meta.dirname, '..', 'cms', 'seed', 'images')

/** Small deterministic random numbers, so the images do not change between runs. */
function random(seed) {
  let state = seed >>> 0 || 1
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export const PALETTES = {
  teal: {
    sky: ['#e6f6f3', '#c9ece6'],
    hill: ['#9fd8c8', '#6fc0ab'],
    accent: ['#f4a261', '#e76f51', '#2a9d8f', '#f6c453'],
  },
  sky: {
    sky: ['#eaf4fd', '#cfe6fa'],
    hill: ['#a7d3a6', '#7fbf7f'],
    accent: ['#f28482', '#84a59d', '#f6bd60', '#5e81ac'],
  },
  peach: {
    sky: ['#fff3e6', '#ffe1c4'],
    hill: ['#f5c6a5', '#eaa77f'],
    accent: ['#6d9dc5', '#ef8354', '#5b8e7d', '#f7d08a'],
  },
  lilac: {
    sky: ['#f3effc', '#e2d9f7'],
    hill: ['#bfb1e6', '#9d8bd6'],
    accent: ['#f9c74f', '#f28482', '#43aa8b', '#577590'],
  },
  mint: {
    sky: ['#effaf1', '#d6f2dc'],
    hill: ['#a8dcb5', '#7cc692'],
    accent: ['#f4845f', '#4d908e', '#f9c74f', '#7b6d8d'],
  },
  sun: {
    sky: ['#fffbe8', '#fff0b8'],
    hill: ['#f7d794', '#f3bf5a'],
    accent: ['#3d84a8', '#e56b6f', '#48a9a6', '#9c6644'],
  },
}

const SKIN = ['#f2c9a0', '#d9a06b', '#b97a4b', '#8d5a3b']
const HAIR = ['#3b2a20', '#5a3825', '#1f1a17', '#7a4b2a']

function child(x, y, s, rnd, colour) {
  const skin = SKIN[Math.floor(rnd() * SKIN.length)]
  const hair = HAIR[Math.floor(rnd() * HAIR.length)]
  const armUp = rnd() > 0.5
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="118" rx="34" ry="7" fill="#000" opacity=".08"/>
    <path d="M-26 40 Q0 24 26 40 L30 92 Q0 100 -30 92 Z" fill="${colour}"/>
    <rect x="-20" y="88" width="14" height="28" rx="7" fill="#4a5568"/>
    <rect x="6" y="88" width="14" height="28" rx="7" fill="#4a5568"/>
    <path d="M-24 46 Q-44 ${armUp ? 20 : 70} -46 ${armUp ? 6 : 80}" stroke="${skin}" stroke-width="10" stroke-linecap="round" fill="none"/>
    <path d="M24 46 Q44 60 48 ${armUp ? 70 : 40}" stroke="${skin}" stroke-width="10" stroke-linecap="round" fill="none"/>
    <circle cx="0" cy="10" r="24" fill="${skin}"/>
    <path d="M-25 6 Q-22 -18 0 -16 Q24 -18 25 6 Q14 -6 0 -4 Q-14 -6 -25 6 Z" fill="${hair}"/>
    <circle cx="-8" cy="12" r="2.6" fill="#2d2d2d"/><circle cx="8" cy="12" r="2.6" fill="#2d2d2d"/>
    <path d="M-7 21 Q0 27 7 21" stroke="#7a3e2e" stroke-width="2.4" fill="none" stroke-linecap="round"/>
  </g>`
}

function adult(x, y, s, rnd, colour) {
  const skin = SKIN[Math.floor(rnd() * SKIN.length)]
  const hair = HAIR[Math.floor(rnd() * HAIR.length)]
  return `<g transform="translate(${x} ${y}) scale(${s})">
    <ellipse cx="0" cy="178" rx="40" ry="8" fill="#000" opacity=".08"/>
    <path d="M-32 52 Q0 34 32 52 L36 130 Q0 140 -36 130 Z" fill="${colour}"/>
    <rect x="-24" y="126" width="18" height="50" rx="9" fill="#3f4a5a"/>
    <rect x="6" y="126" width="18" height="50" rx="9" fill="#3f4a5a"/>
    <path d="M30 60 Q52 86 40 110" stroke="${skin}" stroke-width="12" stroke-linecap="round" fill="none"/>
    <path d="M-30 60 Q-52 86 -40 110" stroke="${skin}" stroke-width="12" stroke-linecap="round" fill="none"/>
    <circle cx="0" cy="16" r="28" fill="${skin}"/>
    <path d="M-30 14 Q-28 -20 0 -18 Q30 -20 30 14 Q28 0 0 -2 Q-26 0 -30 14 Z" fill="${hair}"/>
    <circle cx="-9" cy="18" r="2.8" fill="#2d2d2d"/><circle cx="9" cy="18" r="2.8" fill="#2d2d2d"/>
    <path d="M-8 29 Q0 35 8 29" stroke="#7a3e2e" stroke-width="2.6" fill="none" stroke-linecap="round"/>
  </g>`
}

const PROPS = {
  blocks: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="40" width="40" height="40" rx="6" fill="${c[0]}"/><rect x="44" y="40" width="40" height="40" rx="6" fill="${c[1]}"/>
    <rect x="22" y="0" width="40" height="40" rx="6" fill="${c[3]}"/></g>`,
  ball: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})"><circle r="30" fill="${c[1]}"/>
    <path d="M-30 0 Q0 -18 30 0" stroke="#fff" stroke-width="5" fill="none"/><path d="M-26 14 Q0 0 26 14" stroke="#fff" stroke-width="5" fill="none"/></g>`,
  book: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 10 Q35 -4 70 10 L70 70 Q35 56 0 70 Z" fill="${c[0]}"/><path d="M70 10 Q105 -4 140 10 L140 70 Q105 56 70 70 Z" fill="${c[2]}"/>
    <path d="M70 10 L70 70" stroke="#fff" stroke-width="3"/></g>`,
  bubble: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 20 Q0 0 24 0 L96 0 Q120 0 120 20 L120 50 Q120 70 96 70 L40 70 L18 92 L24 70 Q0 70 0 50 Z" fill="#fff" stroke="${c[2]}" stroke-width="4"/>
    <circle cx="38" cy="35" r="7" fill="${c[0]}"/><circle cx="60" cy="35" r="7" fill="${c[1]}"/><circle cx="82" cy="35" r="7" fill="${c[3]}"/></g>`,
  puzzle: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 0 H30 Q30 -14 42 -14 Q54 -14 54 0 H84 V30 Q98 30 98 42 Q98 54 84 54 V84 H0 Z" fill="${c[2]}"/>
    <path d="M92 20 H122 V50 H92 Z" fill="${c[0]}" transform="rotate(12 107 35)"/></g>`,
  kite: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 -50 L36 0 L0 60 L-36 0 Z" fill="${c[0]}"/><path d="M0 -50 L0 60 M-36 0 L36 0" stroke="#fff" stroke-width="3"/>
    <path d="M0 60 Q20 100 -10 130 Q-30 160 0 190" stroke="${c[2]}" stroke-width="3" fill="none"/></g>`,
  heart: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 18 C-40 -20 -70 20 0 70 C70 20 40 -20 0 18 Z" fill="${c[1]}"/></g>`,
  star: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <path d="M0 -40 L11 -12 L40 -12 L17 6 L26 36 L0 18 L-26 36 L-17 6 L-40 -12 L-11 -12 Z" fill="${c[3]}"/></g>`,
  table: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="0" width="240" height="18" rx="8" fill="${c[2]}"/><rect x="20" y="18" width="14" height="70" fill="${c[2]}" opacity=".8"/>
    <rect x="206" y="18" width="14" height="70" fill="${c[2]}" opacity=".8"/></g>`,
  house: (x, y, s, c) => `<g transform="translate(${x} ${y}) scale(${s})">
    <rect x="0" y="70" width="260" height="170" rx="10" fill="#fffdf8"/>
    <path d="M-20 80 L130 -10 L280 80 Z" fill="${c[1]}"/>
    <rect x="105" y="150" width="50" height="90" rx="6" fill="${c[2]}"/>
    <rect x="30" y="110" width="50" height="44" rx="6" fill="#cfe8f3"/><rect x="180" y="110" width="50" height="44" rx="6" fill="#cfe8f3"/>
    <circle cx="130" cy="48" r="16" fill="#fff"/><path d="M122 48 H138 M130 40 V56" stroke="${c[1]}" stroke-width="5"/></g>`,
}

/** A calm outdoor or indoor scene: sky, hills or floor, people and props. */
export function scene({
  width,
  height,
  palette = 'teal',
  seed = 1,
  people = 2,
  adults = 0,
  props = [],
  indoor = false,
}) {
  const p = PALETTES[palette]
  const rnd = random(seed)
  const c = p.accent
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
  ]
  const ground = height * 0.72
  if (indoor) {
    parts.push(`<rect y="${ground}" width="${width}" height="${height - ground}" fill="${p.hill[0]}"/>`)
    const frames = Math.max(1, Math.round(width / 500))
    for (let i = 0; i < frames; i++) {
      const fx = (width / frames) * (i + 0.5) - 70
      parts.push(
        `<rect x="${fx}" y="${height * 0.12}" width="140" height="100" rx="10" fill="#fff" opacity=".9"/>`,
        `<circle cx="${fx + 45}" cy="${height * 0.12 + 45}" r="18" fill="${c[i % 4]}" opacity=".8"/>`,
        `<path d="M${fx + 20} ${height * 0.12 + 90} L${fx + 70} ${height * 0.12 + 50} L${fx + 120} ${height * 0.12 + 90} Z" fill="${c[(i + 2) % 4]}" opacity=".8"/>`,
      )
    }
  } else {
    parts.push(
      `<circle cx="${width * (0.75 + rnd() * 0.15)}" cy="${height * 0.2}" r="${Math.min(width, height) * 0.09}" fill="#ffd86b" opacity=".9"/>`,
    )
    for (let i = 0; i < 3; i++) {
      const cx = width * (0.1 + rnd() * 0.6)
      const cy = height * (0.1 + rnd() * 0.2)
      const r = Math.min(width, height) * 0.05
      parts.push(
        `<g fill="#fff" opacity=".85"><circle cx="${cx}" cy="${cy}" r="${r}"/><circle cx="${cx + r}" cy="${cy - r * 0.4}" r="${r * 1.2}"/><circle cx="${cx + r * 2.2}" cy="${cy}" r="${r}"/></g>`,
      )
    }
    parts.push(
      `<path d="M0 ${height * 0.66} Q${width * 0.3} ${height * 0.52} ${width * 0.6} ${height * 0.66} T${width} ${height * 0.62} V${height} H0 Z" fill="${p.hill[0]}"/>`,
      `<path d="M0 ${height * 0.78} Q${width * 0.4} ${height * 0.66} ${width * 0.75} ${height * 0.76} T${width} ${height * 0.74} V${height} H0 Z" fill="${p.hill[1]}"/>`,
    )
  }
  const scale = height / 520
  const total = people + adults
  const hasHouse = props.includes('house')
  // A branch picture keeps the left half for the building.
  const left = hasHouse ? width * 0.5 : 0
  const slots = Array.from({ length: total }, (_, i) => left + ((width - left) / (total + 1)) * (i + 1))
  let slot = 0
  for (let i = 0; i < adults; i++) {
    parts.push(adult(slots[slot++], ground - 150 * scale, scale * 1.1, rnd, c[(i + 2) % 4]))
  }
  for (let i = 0; i < people; i++) {
    parts.push(child(slots[slot++], ground - 80 * scale, scale * 1.1, rnd, c[i % 4]))
  }
  props.forEach((name, i) => {
    const x = width * (0.08 + ((i * 0.37 + rnd() * 0.2) % 0.8))
    if (name === 'house') {
      parts.push(PROPS.house(width * 0.08, ground - 190 * scale, scale * 1.05, c))
      return
    }
    const y =
      name === 'kite' || name === 'star' || name === 'heart' ? height * (0.22 + rnd() * 0.1) : ground + 10 * scale
    parts.push(PROPS[name](x, y, scale * (0.9 + rnd() * 0.3), c))
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`
}

const HERO = { width: 1600, height: 700 }
const TILE = { width: 600, height: 600 }
const CARD = { width: 800, height: 600 }
const WIDE = { width: 1600, height: 600 }

/** Every seed image: file name (without extension), size and scene. */
export const IMAGES = [
  { name: 'hero-1', ...HERO, palette: 'teal', seed: 11, people: 2, adults: 1, props: ['kite', 'ball'] },
  { name: 'hero-2', ...HERO, palette: 'sky', seed: 12, people: 3, props: ['blocks', 'star'], indoor: true },
  { name: 'hero-3', ...HERO, palette: 'peach', seed: 13, people: 1, adults: 1, props: ['book', 'heart'], indoor: true },
  { name: 'hero-4', ...HERO, palette: 'lilac', seed: 14, people: 2, props: ['bubble', 'puzzle'] },
  { name: 'hero-5', ...HERO, palette: 'mint', seed: 15, people: 3, adults: 1, props: ['ball', 'kite'] },
  { name: 'hero-6', ...HERO, palette: 'sun', seed: 16, people: 2, adults: 1, props: ['table', 'blocks'], indoor: true },
  {
    name: 'service-assessment',
    ...TILE,
    palette: 'sky',
    seed: 21,
    people: 1,
    adults: 1,
    props: ['puzzle'],
    indoor: true,
  },
  { name: 'service-occupational', ...TILE, palette: 'mint', seed: 22, people: 1, props: ['blocks', 'ball'] },
  { name: 'service-behaviour-therapy', ...TILE, palette: 'peach', seed: 23, people: 2, props: ['heart'] },
  { name: 'service-remedial', ...TILE, palette: 'sun', seed: 24, people: 1, props: ['book'], indoor: true },
  {
    name: 'service-behaviour-modification',
    ...TILE,
    palette: 'lilac',
    seed: 25,
    people: 1,
    adults: 1,
    props: ['star'],
  },
  { name: 'service-speech', ...TILE, palette: 'teal', seed: 26, people: 1, props: ['bubble'], indoor: true },
  ...Array.from({ length: 13 }, (_, i) => ({
    name: `treatment-${i + 1}`,
    ...CARD,
    palette: Object.keys(PALETTES)[i % 6],
    seed: 31 + i,
    people: 1 + (i % 2),
    adults: i % 3 === 0 ? 1 : 0,
    props: [['blocks'], ['ball'], ['book'], ['puzzle'], ['bubble'], ['kite'], ['table']][i % 7],
    indoor: i % 2 === 0,
  })),
  ...Array.from({ length: 10 }, (_, i) => ({
    name: `branch-${i + 1}`,
    ...CARD,
    palette: Object.keys(PALETTES)[(i + 2) % 6],
    seed: 51 + i,
    people: 1,
    props: ['house'],
  })),
  { name: 'contact-hero', ...WIDE, palette: 'teal', seed: 71, people: 1, adults: 2, props: ['bubble', 'heart'] },
  { name: 'share', width: 1200, height: 630, palette: 'teal', seed: 72, people: 2, adults: 1, props: ['kite', 'star'] },
]

async function render(image) {
  const file = path.join(outDir, `${image.name}.webp`)
  await sharp(Buffer.from(scene(image)))
    .webp({ quality: 72, effort: 6 })
    .toFile(file)
  return statSync(file).size
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true })
  const only = process.argv[2]
  let total = 0
  for (const image of IMAGES.filter((entry) => !only || entry.name.startsWith(only))) {
    const size = await render(image)
    total += size
    console.log(`${image.name}.webp ${Math.round(size / 1024)} KB`)
  }
  console.log(`total ${Math.round(total / 1024)} KB`)
}
