import { clsx, type ClassValue } from 'clsx'

/** Joins class names and lets later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs)
  let merged = mergedByClasses.get(classes)
  if (merged === undefined) {
    merged = mergeClasses(classes)
    // No screen overrides a component's classes (decision 037): a component grows a variant instead.
    if (merged !== classes && import.meta.env.DEV) {
      console.warn(`cn(): "${classes}" overrides a class; give the component a variant instead (decision 037)`)
    }
    // A screen joins a few hundred distinct strings, again on every render: keep the answers, within bounds.
    if (mergedByClasses.size >= 1000) mergedByClasses.clear()
    mergedByClasses.set(classes, merged)
  }
  return merged
}

const mergedByClasses = new Map<string, string>()

// What tailwind-merge does, for the utilities the portal writes, without its class map of all of Tailwind
// (about 8 KB compressed on every page, and 50 ms of a phone's main thread to build on first use; decisions 037
// and 040): reading from the end, a class gives way when a later one with the same variants has its group or a
// group that covers it (`p-4` covers an earlier `px-2`, `size-9` an earlier `w-9`). `utils.test.ts` collects
// every utility written anywhere in the portal and proves, for every ordered pair, that the answer is
// tailwind-merge's; a new utility that breaks it fails there, and belongs in the tables below.

const DISPLAY = new Set(['block', 'hidden', 'inline', 'contents'])
const POSITION = new Set(['static', 'relative', 'absolute', 'fixed', 'sticky'])
const CASE = new Set(['uppercase', 'lowercase', 'capitalize', 'normal'])
const VISIBILITY = new Set(['visible', 'invisible', 'collapse'])
const TEXT_SIZE = /^(xs|sm|base|lg|\d?xl)(\/.+)?$/
const TEXT_ALIGN = new Set(['left', 'center', 'right', 'justify', 'start', 'end'])
const ROUNDED_SIDES = new Set(['t', 'r', 'b', 'l', 's', 'e', 'tl', 'tr', 'br', 'bl', 'ss', 'se', 'ee', 'es'])
const FONT_WEIGHT = new Set([
  'thin',
  'extralight',
  'light',
  'normal',
  'medium',
  'semibold',
  'bold',
  'extrabold',
  'black',
])
// A border's or an outline's style.
const LINE_STYLE = new Set(['solid', 'dashed', 'dotted', 'double', 'hidden', 'none'])
// Tailwind's colours: a name, or a name and a shade, with an optional opacity.
const COLOUR =
  /^(inherit|current|transparent|black|white|(slate|gray|zinc|neutral|stone|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose)-\d{2,3})(\/\d+)?$/
// Words whose colour is a property of its own (a background's is not: a gradient replaces it).
const COLOURED = new Set([
  'border',
  'ring',
  'outline',
  'divide',
  'decoration',
  'fill',
  'stroke',
  'shadow',
  'accent',
  'caret',
])

/** The groups a group overrides besides itself. */
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  size: ['w', 'h'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: [...ROUNDED_SIDES].map((side) => `rounded-${side}`),
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'text-size': ['leading', 'text'],
  'text-colour': ['text'],
  text: ['text-size', 'text-colour', 'text-align', 'leading'],
  flex: ['grow', 'shrink', 'basis'],
  line: ['display', 'overflow'],
  border: ['border-x', 'border-y', 'border-t', 'border-r', 'border-b', 'border-l', 'border-s', 'border-e'],
  'border-x': ['border-l', 'border-r'],
  'border-y': ['border-t', 'border-b'],
  'border-colour': ['x', 'y', 't', 'r', 'b', 'l', 's', 'e'].map((side) => `border-${side}-colour`),
  'border-x-colour': ['border-l-colour', 'border-r-colour'],
  'border-y-colour': ['border-t-colour', 'border-b-colour'],
}

/** The property group of a utility (its first word, split where one word names several properties). */
function groupOf(utility: string): string {
  if (utility.startsWith('[')) return utility.slice(0, utility.indexOf(':') + 1 || undefined)
  const dash = utility.indexOf('-')
  const word = dash < 0 ? utility : utility.slice(0, dash)
  const rest = dash < 0 ? '' : utility.slice(dash + 1)
  if (word === 'table') return rest === 'auto' || rest === 'fixed' ? 'table-layout' : 'display'
  if (DISPLAY.has(word) || ((word === 'flex' || word === 'grid') && !rest)) return 'display'
  if (POSITION.has(word)) return 'position'
  if (CASE.has(word)) return 'case'
  if (VISIBILITY.has(word)) return 'visibility'
  if (word === 'not' && rest === 'sr-only') return 'sr'
  if (word === 'ring' && (rest === 'inset' || rest.startsWith('offset'))) {
    return rest === 'inset' ? 'ring-inset' : COLOUR.test(rest.slice(7)) ? 'ring-offset-colour' : 'ring-offset'
  }
  if (word === 'flex') {
    const kind = rest.split('-')[0]
    return kind === 'row' || kind === 'col'
      ? 'flex-direction'
      : kind === 'wrap' || kind === 'nowrap'
        ? 'flex-wrap'
        : 'flex'
  }
  const second = rest.split('-')[0]
  if (word === 'grid' || word === 'col' || word === 'row') return `${word}-${second}`
  // Words whose second word names a property of its own (`min-h` and `min-w`, `gap-x`, `justify-self`).
  if (word === 'min' || word === 'max') return `${word}-${second}`
  if (
    (word === 'gap' || word === 'overflow' || word === 'inset') &&
    (second === 'x' || second === 'y') &&
    rest.includes('-')
  ) {
    return `${word}-${second}`
  }
  if (word === 'justify' && (second === 'self' || second === 'items')) return `justify-${second}`
  if (word === 'underline' && second === 'offset') return 'underline-offset'
  if (word === 'rounded' && ROUNDED_SIDES.has(second)) return `rounded-${second}`
  if (word === 'font') return FONT_WEIGHT.has(rest) ? 'font-weight' : 'font-family'
  if (word === 'outline') {
    if (!rest || /^\d+$/.test(rest)) return 'outline-width'
    if (LINE_STYLE.has(rest)) return 'outline-style'
    if (second === 'offset') return 'outline-offset'
  }
  if (word === 'text') {
    if (TEXT_SIZE.test(rest)) return 'text-size'
    if (TEXT_ALIGN.has(rest)) return 'text-align'
    if (COLOUR.test(rest)) return 'text-colour'
    // An arbitrary value: a length is a size (`text-[min(2.6em,11vw)]`), a colour a colour.
    if (/^\[(\d|min\(|max\(|clamp\(|calc\(|length:)/.test(rest)) return 'text-size'
    if (/^\[(#|rgb|hsl|oklch|color:)/.test(rest)) return 'text-colour'
    return 'text' // anything else (an overflow, an unknown value): covers them all
  }
  if (word === 'border') {
    if (rest === 'collapse' || rest === 'separate') return 'border-collapse'
    if (second === 'spacing') return 'border-spacing'
    if (LINE_STYLE.has(rest)) return 'border-style'
    // A side's width or colour (`border-l-4`, `border-l-teal-600`) is a group of its own, which the whole
    // border's (`border`, `border-slate-200`) and an axis's (`border-x-2`) cover: a toast's `border
    // border-l-4` overrides nothing.
    const side = /^([xytrblse])(?:-(.+))?$/.exec(rest)
    if (side) {
      const [, name, value = ''] = side
      if (!value || /^\d+$/.test(value)) return `border-${name}`
      if (COLOUR.test(value)) return `border-${name}-colour`
    }
    if (COLOUR.test(rest)) return 'border-colour'
    return 'border'
  }
  if (COLOURED.has(word) && COLOUR.test(rest)) return `${word}-colour`
  return word
}

/** A class's variants (sorted: their order rarely matters to tailwind-merge) and its utility. */
function split(token: string): [variants: string, utility: string] {
  let depth = 0
  let last = -1
  for (let i = 0; i < token.length; i++) {
    const c = token[i]
    if (c === '[' || c === '(') depth++
    else if (c === ']' || c === ')') depth--
    else if (c === ':' && depth === 0) last = i
  }
  const variants = last < 0 ? '' : token.slice(0, last).split(':').sort().join(':')
  return [
    variants,
    token
      .slice(last + 1)
      .replace(/^!|!$/g, '')
      .replace(/^-/, ''),
  ]
}

/** The keys a class conflicts on: its own group's, then those of the groups it covers. */
function conflictKeys(token: string): string[] {
  const [variants, utility] = split(token)
  const group = groupOf(utility)
  return [group, ...(COVERS[group] ?? [])].map((key) => `${variants}|${key}`)
}

/**
 * The string without the classes a later one overrides, the others in their order (tailwind-merge's answer
 * for the portal's utilities): `px-2 p-4` is `p-4`, `p-4 px-2` stays as it is.
 */
export function mergeClasses(classes: string): string {
  const tokens = classes.split(' ')
  const taken = new Set<string>()
  const kept: string[] = []
  for (let i = tokens.length - 1; i >= 0; i--) {
    if (!tokens[i]) continue
    const keys = conflictKeys(tokens[i])
    if (taken.has(keys[0])) continue
    for (const key of keys) taken.add(key)
    kept.push(tokens[i])
  }
  return kept.length === tokens.length ? classes : kept.reverse().join(' ')
}
