// `node scripts/cpuprofile-summary.mjs <file.cpuprofile | dir> [top] [from-to]`: where a V8 CPU profile (node
// --cpu-prof, `BENCH_CPU_PROF` of bench:api) spent its time. Prints busy time per 5 s of the profile (to find a
// bench run's window), then self time summed by package or project module and by function (name and file), then
// inclusive time of the project's own functions, each as a share of the busy samples (idle, program and garbage
// collector are shown apart). `from-to`: only the samples from..to seconds after the profile started (e.g. 180-195:
// one bench call, leaving out start-up and the data load). Figures only.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

const [target, topArg, windowArg] = process.argv.slice(2)
const [windowFrom, windowTo] = windowArg ? windowArg.split('-').map(Number) : [0, Infinity]
if (!target) {
  console.error('usage: node scripts/cpuprofile-summary.mjs <file.cpuprofile | dir> [top]')
  process.exit(1)
}
const top = Number(topArg ?? 40)
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((name) => name.endsWith('.cpuprofile'))
      .map((name) => path.join(target, name))
  : [target]

/** Where a frame's code lives: an npm package, a project module, node's own code or V8. */
function placeOf(url) {
  if (!url) return '(native)'
  const clean = url.replace(/^file:\/\//, '')
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean)
  if (pkg) return pkg[1]
  if (clean.startsWith('node:')) return 'node:'
  const own = /\/(modules\/[^/]+|portal|site|cms|scripts)\//.exec(clean)
  return own ? own[1] : clean
}

for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8'))
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  // Sample durations: timeDeltas[i] is the time before sample i.
  const selfTime = new Map()
  const idleIds = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id))
  const buckets = []
  let total = 0
  let at = 0
  for (let i = 0; i < profile.samples.length; i++) {
    const dt = profile.timeDeltas[i + 1] ?? 0
    at += profile.timeDeltas[i] ?? 0
    const bucket = Math.floor(at / 5e6)
    if (!idleIds.has(profile.samples[i])) buckets[bucket] = (buckets[bucket] ?? 0) + dt
    if (at < windowFrom * 1e6 || at > windowTo * 1e6) continue
    selfTime.set(profile.samples[i], (selfTime.get(profile.samples[i]) ?? 0) + dt)
    total += dt
  }
  console.log(
    `\n${file}: busy ms per 5 s: ${[...buckets].map((ms, i) => `${i * 5}:${Math.round((ms ?? 0) / 1000)}`).join(' ')}`,
  )
  const special = { '(idle)': 0, '(program)': 0, '(garbage collector)': 0 }
  const byFunction = new Map()
  const byPlace = new Map()
  const inclusive = new Map()
  for (const [id, time] of selfTime) {
    const node = byId.get(id)
    const { functionName, url, lineNumber } = node.callFrame
    const name = functionName || '(anonymous)'
    if (Object.hasOwn(special, name)) {
      special[name] += time
      continue
    }
    const key = `${name} ${url ? `${url.replace(/^.*\/(node_modules|modules)\//, '$1/')}:${lineNumber + 1}` : ''}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + time)
    const place = placeOf(url)
    byPlace.set(place, (byPlace.get(place) ?? 0) + time)
    // Inclusive time of the project's own functions (each counted once per sample however deep it recurses).
    const seen = new Set()
    for (let at = id; at !== undefined; at = parentOf.get(at)) {
      const frame = byId.get(at).callFrame
      if (!/\/modules\/[^/]+\/src\//.test(frame.url) || /node_modules/.test(frame.url)) continue
      const ownKey = `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*\/modules\//, '')}:${frame.lineNumber + 1}`
      if (seen.has(ownKey)) continue
      seen.add(ownKey)
      inclusive.set(ownKey, (inclusive.get(ownKey) ?? 0) + time)
    }
  }
  const busy = total - special['(idle)']
  const ms = (us) => (us / 1000).toFixed(0).padStart(7)
  const pct = (us) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`
  console.log(`\n${file}: ${ms(total)} ms sampled, ${ms(busy)} ms busy`)
  for (const [name, time] of Object.entries(special)) console.log(`  ${name.padEnd(22)} ${ms(time)} ms ${pct(time)}`)
  const print = (title, map, n) => {
    console.log(`\n  ${title}`)
    for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) {
      console.log(`  ${ms(time)} ms ${pct(time)}  ${key}`)
    }
  }
  print('self time by package / module', byPlace, 25)
  print('self time by function', byFunction, top)
  print("inclusive time of the project's functions", inclusive, top)
}
