import { expect, type Page } from '@playwright/test'
import { generate, solve, type WindowTrainItem } from '../../portal/src/features/games/window-train/rules.ts'

/** The trial on screen, regenerated from its seed and level as the game made it. */
export async function currentWindowTrain(page: Page): Promise<{ item: WindowTrainItem; level: number }> {
  const trial = page.getByTestId('game-trial')
  // The tray appears once the windows have shown their items and closed.
  await expect(trial.getByRole('group', { name: 'Pick in order' })).toBeVisible({ timeout: 30_000 })
  const seed = Number(await trial.getAttribute('data-seed'))
  const level = Number(await trial.getAttribute('data-level'))
  return { item: generate(seed, level), level }
}

/** The right answer's tray positions, in the order to pick them. */
export function answerPositions(item: WindowTrainItem): number[] {
  return solve(item).map((id) => item.tray.findIndex((tile) => tile.id === id))
}

/**
 * Counts AudioContexts made and utterances spoken in the page, from before its scripts run: a child with sound
 * off must get neither.
 */
export async function watchSound(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counts = { audioContexts: 0, spoken: 0 }
    Object.assign(window, { soundCounts: counts })
    const Original = window.AudioContext
    if (Original) {
      window.AudioContext = class extends Original {
        constructor(options?: AudioContextOptions) {
          super(options)
          counts.audioContexts += 1
        }
      }
    }
    const synth = window.speechSynthesis
    if (synth) {
      const speak = synth.speak.bind(synth)
      synth.speak = (utterance) => {
        counts.spoken += 1
        speak(utterance)
      }
    }
  })
}

export async function soundCounts(page: Page): Promise<{ audioContexts: number; spoken: number }> {
  return page.evaluate(
    () => (window as unknown as { soundCounts: { audioContexts: number; spoken: number } }).soundCounts,
  )
}
