// `node scripts/generate-content-images.mjs`: draws the seed images of the content pages (core values,
// founders, research staff, photo gallery, video thumbnails) with the scenes of generate-images.mjs and
// writes them as WebP into cms/seed/images/. The output is committed; re-running gives the same files.
import { mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { PALETTES, scene } from './generate-images.mjs'

const outDir = path.resolve(import.meta.dirname, '..', 'cms', 'seed', 'images')
const palettes = Object.keys(PALETTES)

const GALLERY_PROPS = [
  { props: ['ball'], indoor: true, people: 2 },
  { props: ['blocks'], indoor: true, people: 1 },
  { props: ['puzzle', 'blocks'], indoor: true, people: 1 },
  { props: ['bubble'], indoor: true, people: 1, adults: 1 },
  { props: ['table'], indoor: true, people: 0, adults: 3 },
  { props: ['ball', 'star'], indoor: true, people: 3 },
  { props: ['book', 'table'], indoor: true, people: 1, adults: 1 },
  { props: ['ball'], indoor: false, people: 1, adults: 1 },
  { props: ['star', 'heart'], indoor: false, people: 3, adults: 1 },
  { props: ['book'], indoor: true, people: 2 },
  { props: ['kite', 'ball'], indoor: false, people: 2 },
  { props: ['table', 'star'], indoor: true, people: 2 },
]

const VIDEO_PROPS = [
  ['blocks'],
  ['ball'],
  ['puzzle'],
  ['star'],
  ['book'],
  ['bubble'],
  ['book', 'puzzle'],
  ['heart'],
  ['ball', 'kite'],
  ['table'],
  ['book'],
  ['table'],
  ['kite'],
  ['puzzle'],
]

/** Five values around a heart, with their names written in; the page also lists them as text. */
function coreValues(values) {
  const width = 1600
  const height = 700
  const colours = ['#0f766e', '#e76f51', '#5e81ac', '#b7791f', '#7b6d8d']
  const cx = width / 2
  const cy = height / 2 + 10
  const parts = [
    `<rect width="${width}" height="${height}" fill="#effaf8"/>`,
    `<path d="M${cx} ${cy + 40} C${cx - 130} ${cy - 60} ${cx - 60} ${cy - 150} ${cx} ${cy - 70} C${cx + 60} ${cy - 150} ${cx + 130} ${cy - 60} ${cx} ${cy + 40} Z" fill="#f28482"/>`,
  ]
  values.forEach((value, i) => {
    const angle = (i / values.length) * Math.PI * 2 - Math.PI / 2
    const x = cx + Math.cos(angle) * 560
    const y = cy + Math.sin(angle) * 240
    parts.push(
      `<line x1="${cx}" y1="${cy - 30}" x2="${x}" y2="${y}" stroke="#99d5cc" stroke-width="4"/>`,
      `<circle cx="${x}" cy="${y}" r="92" fill="${colours[i]}"/>`,
      `<text x="${x}" y="${y + 11}" font-family="DejaVu Sans, Arial, sans-serif" font-size="27" font-weight="700" fill="#fff" text-anchor="middle">${value}</text>`,
    )
  })
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`
}

/** Head and shoulders of the one adult in a 480 x 480 scene. */
const PORTRAIT = { left: 130, top: 160, width: 220, height: 220 }

/** Every content-page image: file name (without extension) and its SVG. */
export const CONTENT_IMAGES = [
  { name: 'core-values', svg: coreValues(['Child first', 'Honesty', 'Partnership', 'Evidence', 'Access']) },
  ...[1, 2].map((n) => ({
    name: `founder-${n}`,
    svg: scene({ width: 480, height: 480, palette: palettes[n + 1], seed: 80 + n, people: 0, adults: 1, indoor: true }),
    crop: PORTRAIT,
  })),
  ...[1, 2, 3].map((n) => ({
    name: `research-staff-${n}`,
    svg: scene({
      width: 480,
      height: 480,
      palette: palettes[n + 2],
      seed: 90 + n,
      people: 0,
      adults: 1,
      indoor: n !== 2,
    }),
    crop: PORTRAIT,
  })),
  ...GALLERY_PROPS.map((entry, i) => ({
    name: `gallery-${i + 1}`,
    svg: scene({ width: 1200, height: 800, palette: palettes[i % 6], seed: 100 + i, adults: 0, ...entry }),
  })),
  ...VIDEO_PROPS.map((props, i) => ({
    name: `video-${i + 1}`,
    svg: scene({
      width: 800,
      height: 450,
      palette: palettes[(i + 3) % 6],
      seed: 130 + i,
      people: 1 + (i % 2),
      adults: i % 3 === 0 ? 1 : 0,
      props,
      indoor: i % 2 === 1,
    }),
  })),
]

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(outDir, { recursive: true })
  let total = 0
  for (const image of CONTENT_IMAGES) {
    const file = path.join(outDir, `${image.name}.webp`)
    const picture = sharp(Buffer.from(image.svg))
    if (image.crop) picture.extract(image.crop).resize(320, 320)
    await picture.webp({ quality: 72, effort: 6 }).toFile(file)
    const size = statSync(file).size
    total += size
    console.log(`${image.name}.webp ${Math.round(size / 1024)} KB`)
  }
  console.log(`total ${Math.round(total / 1024)} KB`)
}
