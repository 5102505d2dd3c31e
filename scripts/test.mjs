// `npm test`: every test, stage after stage — unit, API, then the end-to-end journeys (build, then Chromium with one
// server per Playwright worker, tests/e2e/servers.ts). The API tests and the journeys' servers use PostgreSQL at
// PG_TEST_URL, else an embedded one this script starts and stops (scripts/test-postgres.mjs, decision 042). Each command prints how long
// it took. TEST_TRACKS=side-by-side runs the API tests and the journeys at once, each into its own log printed
// whole when it ends: on a machine with more than two cores that saves their overlap; on two cores it overloads
// them (decision 036). `node scripts/test.mjs unit|api|e2e` runs one stage. Ends with the failed tests, each named
// by stage, file and title (a CI log is read from its tail), and one closing line: "N passed, N failed".
// TEST_KEEP_REPORTS=1 keeps the stages' JSON reports (every file's and journey's start and duration) and says where.
import { spawn } from 'node:child_process'
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { startTestPostgres } from './test-postgres.mjs'
import { seedE2eTemplate } from '../tests/e2e/template.mjs'

const root = path.resolve(import.meta.dirname, '..')
const work = mkdtempSync(path.join(tmpdir(), 'app-tests-'))
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 }
const failedStages = []
/** Each failed test as "stage › file › name", repeated at the very end: a CI log is often read from its tail. */
const failedTests = []
const startedAt = Date.now()

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`

/**
 * Runs one command of a track. `log` is a file descriptor when the track runs beside another (its output is kept
 * for later), else the command writes straight to this terminal.
 */
function run(label, command, args, { env = {}, log } = {}) {
  const write = (line) => (log === undefined ? console.log(line) : writeSync(log, `${line}\n`))
  write(`\n=== ${label} ===`)
  const began = Date.now()
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: log === undefined ? 'inherit' : ['ignore', log, log],
      env: { ...process.env, ...env },
    })
    child.on('error', (error) => write(`could not start ${command}: ${error.message}`))
    child.on('close', (code) => {
      const ok = code === 0
      if (!ok) failedStages.push(label)
      write(`=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${minutes(began)} ===`)
      resolve(ok)
    })
  })
}

/** Prints the `count` slowest of [name, milliseconds] pairs: where the next cut in the suite's time should start. */
function printSlowest(title, entries, { count = 10, log } = {}) {
  const lines = entries
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`)
  const text = `\n${title}:\n${lines.join('\n')}`
  if (log === undefined) console.log(text)
  else writeSync(log, `${text}\n`)
}

function countVitest(label, file, log) {
  if (!existsSync(file)) return
  const report = JSON.parse(readFileSync(file, 'utf8'))
  printSlowest(
    `${label}: the slowest files`,
    (report.testResults ?? []).map((result) => [path.relative(root, result.name), result.endTime - result.startTime]),
    { log },
  )
  totals.passed += report.numPassedTests
  totals.failed += report.numFailedTests
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0)
  for (const result of report.testResults ?? []) {
    const testFile = path.relative(root, result.name)
    const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed')
    for (const test of failed) failedTests.push(`${label} › ${testFile} › ${test.fullName}`)
    // A file that failed to load or whose hooks failed has no failed test of its own to name.
    if (!failed.length && result.status === 'failed') failedTests.push(`${label} › ${testFile} › (the file itself)`)
  }
}

/** Playwright's JSON report: the tests that failed even when run again, by file and title. */
function failedJourneys(suites, titles = []) {
  const names = []
  for (const suite of suites ?? []) {
    const within = suite.title ? [...titles, suite.title] : titles
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'unexpected')) names.push([...within, spec.title].join(' › '))
    }
    names.push(...failedJourneys(suite.suites, within))
  }
  return names
}

/** Every journey of Playwright's JSON report as [file, "describe › title", milliseconds], its tries added up. */
function journeyDurations(suites, file, titles = []) {
  const journeys = []
  for (const suite of suites ?? []) {
    // The top-level suites are the files; the ones inside them are describe blocks.
    const within = file === undefined ? [] : [...titles, suite.title]
    const inFile = file ?? suite.file ?? suite.title
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? []).flatMap((test) => test.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0)
      journeys.push([inFile, [...within, spec.title].join(' › '), ms])
    }
    journeys.push(...journeyDurations(suite.suites, inFile, within))
  }
  return journeys
}

async function vitest(label, projects, { env = {}, log } = {}) {
  const output = path.join(work, `${label.replace(/\W+/g, '-')}.json`)
  await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...[projects].flat().flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    { env, log },
  )
  countVitest(label, output, log)
}

/** The test PostgreSQL, started once for the stages that need it and stopped at the end of the run. */
let testPostgres
async function testPostgresUrl(log) {
  testPostgres ??= startTestPostgres({
    log: (line) => (log === undefined ? console.log(line) : writeSync(log, `${line}\n`)),
  })
  return (await testPostgres).baseUrl
}

/** Runs `fn` with a fresh database on the test PostgreSQL, dropped afterwards. */
async function withDatabase(log, fn) {
  let baseUrl
  try {
    baseUrl = await testPostgresUrl(log)
  } catch (error) {
    console.error(`\nThe test PostgreSQL could not start: ${error.message}`)
    failedStages.push('test PostgreSQL (could not start)')
    return
  }
  const database = `app_test_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` })
  try {
    await admin.connect()
  } catch (error) {
    console.error(
      `\nPostgreSQL is not reachable at ${baseUrl.replace(/\/\/([^:@/]+):([^@/]+)@/, '//$1:***@')}: ${error.message}`,
    )
    failedStages.push('test PostgreSQL (unreachable)')
    return
  }
  await admin.query(`CREATE DATABASE ${database}`)
  try {
    await fn(`${baseUrl}/${database}`)
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined)
    await admin.end()
  }
}

/** The journeys' seeded template database (tests/e2e/template.mjs); undefined, with the stage failed, if it fails. */
async function seedJourneyTemplate(baseUrl, log) {
  const write = (line) => (log === undefined ? console.log(line) : writeSync(log, `${line}\n`))
  const label = "seed the journeys' template database (beside the build)"
  const began = Date.now()
  try {
    const template = await seedE2eTemplate({ baseUrl, log: write })
    write(`=== ${label}: passed in ${minutes(began)} ===`)
    return template
  } catch (error) {
    write(`=== ${label}: FAILED in ${minutes(began)} ===\n${error.message}`)
    failedStages.push(label)
    return undefined
  }
}

async function unitStage(log) {
  // The PDF writer's unit tests read the PDFs back with poppler and qpdf.
  if (!(await run('install the PDF tools if missing', 'bash', ['scripts/ensure-pdf-tools.sh'], { log }))) return
  await vitest('unit tests', 'unit', { log })
}

async function apiStage(log) {
  // `api-s3` runs the five files tests again with FILES_STORE=s3 on s3rver (docs/operations/files-on-s3.md). In the
  // same vitest run as `api`: one database seeded once, the same two workers, no second start-up.
  await withDatabase(log, (url) =>
    vitest('API tests (and files on S3)', ['api', 'api-shared', 'api-s3'], { env: { TEST_DATABASE_URL: url }, log }),
  )
}

async function e2eStage(log) {
  if (!(await run('install Chromium if missing', 'bash', ['scripts/ensure-chromium.sh'], { log }))) return
  // The Nu Html Checker (vnu.jar) runs on Java: one journey checks every page's HTML with it.
  if (!(await run('install Java if missing', 'bash', ['scripts/ensure-java.sh'], { log }))) return
  // Each journey server makes a database of its own on the test PostgreSQL (tests/e2e/serve.mjs), a copy of the
  // journeys' template, which is migrated and seeded once, beside the build (it needs no build: decision 068).
  let pgTestUrl
  try {
    pgTestUrl = await testPostgresUrl(log)
  } catch (error) {
    console.error(`\nThe test PostgreSQL could not start: ${error.message}`)
    failedStages.push('test PostgreSQL (could not start)')
    return
  }
  const [built, template] = await Promise.all([
    run('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { log }),
    seedJourneyTemplate(pgTestUrl, log),
  ])
  if (!built || !template) {
    await template?.drop()
    return
  }
  const output = path.join(work, 'e2e.json')
  try {
    await run('end-to-end tests in Chromium', 'npx', ['playwright', 'test', '--reporter=list,json'], {
      env: {
        PLAYWRIGHT_JSON_OUTPUT_NAME: output,
        PG_TEST_URL: pgTestUrl,
        E2E_TEMPLATE_DATABASE: template.database,
        E2E_TEMPLATE_MEDIA: template.mediaDir,
      },
      log,
    })
  } finally {
    await template.drop()
  }
  if (existsSync(output)) {
    const { stats, suites } = JSON.parse(readFileSync(output, 'utf8'))
    for (const name of failedJourneys(suites)) failedTests.push(`end-to-end › ${name}`)
    const journeys = journeyDurations(suites)
    const byFile = new Map()
    for (const [file, , ms] of journeys) byFile.set(file, (byFile.get(file) ?? 0) + ms)
    printSlowest('end-to-end: the slowest files (their journeys added up)', [...byFile], { log })
    printSlowest(
      'end-to-end: the slowest journeys',
      journeys.map(([file, title, ms]) => [`${file} › ${title}`, ms]),
      { log },
    )
    totals.passed += stats.expected + (stats.flaky ?? 0)
    totals.failed += stats.unexpected
    totals.skipped += stats.skipped
    totals.flaky += stats.flaky ?? 0
  }
}

const STAGES = { unit: unitStage, api: apiStage, e2e: e2eStage }

/** Runs stages at once, each into its own log file, and prints each log whole as soon as its stage ends. */
async function sideBySide(names) {
  console.log(`\nRunning side by side: ${names.join(' and ')} (each one's output follows when it ends)`)
  await Promise.all(
    names.map(async (name) => {
      const file = path.join(work, `${name}.log`)
      const log = openSync(file, 'w')
      const began = Date.now()
      await STAGES[name](log)
      closeSync(log)
      console.log(`\n######## ${name}: output (${minutes(began)}) ########`)
      process.stdout.write(readFileSync(file, 'utf8'))
    }),
  )
}

const only = process.argv[2]
if (only) {
  if (!STAGES[only]) {
    console.error(`Unknown stage "${only}": use unit, api or e2e.`)
    process.exit(2)
  }
  await STAGES[only]()
} else if (process.env.TEST_TRACKS === 'side-by-side') {
  await unitStage()
  await sideBySide(['api', 'e2e'])
} else {
  for (const stage of Object.values(STAGES)) await stage()
}

if (testPostgres) await (await testPostgres.catch(() => undefined))?.stop()
if (process.env.TEST_KEEP_REPORTS) console.log(`reports kept in ${work}`)
else rmSync(work, { recursive: true, force: true })
if (failedStages.length) console.error(`\nFailed: ${failedStages.join('; ')}`)
if (failedTests.length) console.error(`Failed tests:\n${failedTests.map((name) => `  ${name}`).join('\n')}`)
if (failedStages.length && totals.failed === 0) totals.failed = failedStages.length
console.log(`\nAll stages took ${minutes(startedAt)}.`)
if (totals.flaky)
  console.log(`${totals.flaky} end-to-end journeys failed once and passed when run again (listed above as flaky).`)
console.log(`\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`)
process.exit(failedStages.length ? 1 : 0)
