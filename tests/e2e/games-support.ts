import { expect, type Locator, type Page } from '@playwright/test'
import { axeOn } from './axe.ts'

// What the games' journeys share: moving by keyboard alone (Tab, Shift+Tab and the arrow keys, never a click),
// reading the trial on screen (its seed and level, from the engine's wrapper), axe, the requests a visitor must
// never make, the sound a silent device must never make, and the page clock that lets a game's fixed showing
// time (windows lit, drums played) pass at once.

/** The accessible name of the focused element (its aria-label, else its text). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return ''
    return (element.getAttribute('aria-label') ?? element.textContent ?? '').trim()
  })
}

/** A control named by its accessible name (exactly, or by a pattern), or found by a locator. */
export type KeyTarget = string | RegExp | Locator

async function hasFocus(page: Page, target: KeyTarget): Promise<boolean> {
  if (typeof target === 'string') return (await focusedName(page)) === target
  if (target instanceof RegExp) return target.test(await focusedName(page))
  return target.evaluate((element) => element === document.activeElement)
}

async function pressUntilFocused(page: Page, key: string, target: KeyTarget, limit: number): Promise<void> {
  for (let presses = 0; presses <= limit; presses++) {
    if (await hasFocus(page, target)) return
    await page.keyboard.press(key)
  }
  throw new Error(`${key} never reached ${String(target)} (focus is on "${await focusedName(page)}")`)
}

/** Presses Tab (only Tab) until the target has the focus; fails when it never does. */
export const tabTo = (page: Page, target: KeyTarget) => pressUntilFocused(page, 'Tab', target, 80)

/** Presses Shift+Tab until the target has the focus (a control before the focus). */
export const tabBackTo = (page: Page, target: KeyTarget) => pressUntilFocused(page, 'Shift+Tab', target, 40)

/** Presses the right arrow (within a group of choices) until the target has the focus. */
export const arrowTo = (page: Page, target: KeyTarget) => pressUntilFocused(page, 'ArrowRight', target, 12)

/** Tabs to the target and presses Enter on it. */
export async function pressOn(page: Page, target: KeyTarget): Promise<void> {
  await tabTo(page, target)
  await page.keyboard.press('Enter')
}

/** The element of the trial on screen matching a CSS selector (e.g. `[data-option="2"]`). */
export const inTrial = (page: Page, selector: string): Locator => page.getByTestId('game-trial').locator(selector)

/**
 * The seed and level of the trial on screen, from the engine's wrapper; given the previous trial's key, once the
 * next trial shows.
 */
export async function currentTrial(
  page: Page,
  previous?: string,
): Promise<{ seed: number; level: number; key: string }> {
  const trial = page.getByTestId('game-trial')
  await expect(trial).toBeVisible()
  if (previous) await expect.poll(() => trialKey(trial)).not.toBe(previous)
  const seed = Number(await trial.getAttribute('data-seed'))
  const level = Number(await trial.getAttribute('data-level'))
  return { seed, level, key: `${seed}:${level}` }
}

async function trialKey(trial: Locator): Promise<string> {
  return `${await trial.getAttribute('data-seed')}:${await trial.getAttribute('data-level')}`
}

/** axe on the page as it is, with the experimental rule that a control's name holds its visible words. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const { violations } = await axeOn(page, {
    rules: { 'label-content-name-mismatch': { enabled: true } },
  }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${where}`,
  ).toEqual([])
}

/** Collects the requests to /api/games the page makes (a visitor's play must make none). */
export function watchGamesApi(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/games')) sent.push(`${request.method()} ${request.url()}`)
  })
  return sent
}

export interface SoundCounts {
  audioContexts: number
  spoken: number
}

/**
 * Counts, from before the page's scripts run, every audio context made (AudioContext or webkitAudioContext) and
 * every utterance spoken: a child with sound off must get neither.
 */
export async function watchSound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { audioContexts: 0, spoken: 0 }
    Object.assign(window, { soundCounts: counts })
    for (const name of ['AudioContext', 'webkitAudioContext'] as const) {
      const Original = (window as unknown as Record<string, unknown>)[name] as
        (new (...args: unknown[]) => object) | undefined
      if (!Original) continue
      const Counted = new Proxy(Original, {
        construct(target, args, newTarget) {
          counts.audioContexts += 1
          return Reflect.construct(target, args, newTarget) as object
        },
      })
      Object.defineProperty(window, name, { value: Counted, configurable: true, writable: true })
    }
    if ('speechSynthesis' in window) {
      const speak = window.speechSynthesis.speak.bind(window.speechSynthesis)
      window.speechSynthesis.speak = (utterance) => {
        counts.spoken += 1
        speak(utterance)
      }
    }
  })
}

export function soundCounts(page: Page): Promise<SoundCounts> {
  return page.evaluate(() => (window as unknown as { soundCounts: SoundCounts }).soundCounts)
}

/**
 * Puts the page's timers on Playwright's clock (before the page opens; time still flows as usual), so that
 * `untilShown` can let a game's fixed showing time pass at once.
 */
export async function installClock(page: Page): Promise<void> {
  await page.clock.install()
}

/**
 * Moves the page's clock on, a step at a time, until `shown` is visible: the windows light and close, the drums
 * play their sequence, each in its order, only without the wait.
 */
export async function untilShown(page: Page, shown: Locator, limitMs = 30_000): Promise<void> {
  for (let ran = 0; ran < limitMs; ran += 500) {
    if (await shown.isVisible()) return
    await page.clock.runFor(500)
  }
  await expect(shown).toBeVisible()
}
