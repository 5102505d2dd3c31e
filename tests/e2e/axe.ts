import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

type AxeOptions = Parameters<AxeBuilder['options']>[0]

/**
 * axe-core on the page as it is now, asking only for violations. Every journey's axe run goes through here.
 *
 * - Legacy mode: axe.run in the page itself. AxeBuilder's default (runPartial in each frame, then finishRun) opens a
 *   new blank tab for every run, injects axe-core's 580 kB into it and posts it every node's result, passes included;
 *   our pages have no iframes of another origin, which is what that mode is for (decision 049).
 * - `resultTypes: ['violations']`: axe still checks every node with every rule, but builds the node-by-node report
 *   only for the violations (the passes and the inapplicable rules are what made a report large).
 *
 * Chain `.withTags()`, `.include()`, `.exclude()` on the result as on any AxeBuilder; pass extra axe options (rules
 * switched on by name) here, since `.options()` replaces the ones set here.
 */
export function axeOn(page: Page, options: AxeOptions = {}): AxeBuilder {
  return new SettledAxeBuilder(page).setLegacyMode(true).options({ resultTypes: ['violations'], ...options })
}

/**
 * Waits for the page's running transitions and finite animations before axe reads it. axe judges colours as they are
 * drawn at that instant: a time slot just checked, fading from white to teal under its white label for 150 ms, had a
 * contrast neither of its states has, and the journey failed once in a CI run. Endless animations (a spinner, a
 * skeleton's pulse) are not waited for: they never finish.
 */
class SettledAxeBuilder extends AxeBuilder {
  constructor(private readonly settledPage: Page) {
    super({ page: settledPage })
  }

  override async analyze(): ReturnType<AxeBuilder['analyze']> {
    await this.settledPage.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    )
    return super.analyze()
  }
}
