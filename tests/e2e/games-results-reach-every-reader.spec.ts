import { expect, test, type Page } from '@playwright/test'
import { TRIALS_PER_SESSION } from '../../modules/games/src/games.schema.ts'
import { assignedChildAtDemoCentre, CHILD_TEST_PASSWORD } from './children-support.ts'
import { installClock, untilShown } from './games-support.ts'
import { submitPortalLogin, uniqueSuffix } from './support.ts'

/**
 * A game's result reaches every reader: a therapist opens the games from an assigned child's card, plays a whole
 * session of Window Train as that child (each trial regenerated from the seed and level it shows and answered with
 * the game's solve()), and the session appears in that child's Game Reports for the therapist, the doctor, the
 * centre's admin and the parent; the parent's home practice counts it in this week's practice.
 */
test.describe.configure({ mode: 'serial' })

/** What this journey uses of Window Train's rules (portal/src/features/games/window-train/rules.ts). */
interface WindowTrainRules {
  generate(seed: number, level: number): { tray: { id: string }[] }
  solve(item: { tray: { id: string }[] }): string[]
}
// The rules arrive with the engine's branch; read at run time so this file type-checks on a main without them.
// Once both are on main this can become a static import.
const WINDOW_TRAIN_RULES = '../../portal/src/features/games/window-train/rules.ts'
test.setTimeout(180_000)

interface Cast {
  doctor: string
  therapist: string
  parent: string
  childId: string
  childName: string
}

let cast: Cast

async function signIn(page: Page, username: string, password: string, dashboard: string) {
  await page.context().clearCookies()
  await page.goto('/login')
  await page.evaluate(() => window.sessionStorage.clear())
  await submitPortalLogin(page, username, password)
  await expect(page).toHaveURL(dashboard)
}

/** The child's Game Reports show one completed Window Train session of TRIALS_PER_SESSION tries. */
async function expectTheSession(page: Page) {
  await expect(page.getByRole('heading', { name: 'Game Reports', level: 1 })).toBeVisible()
  await expect(page.getByText(`Child: ${cast.childName}`)).toBeVisible()
  const table = page.getByRole('table', { name: `Game sessions of ${cast.childName}, newest first` })
  const row = table.getByRole('row').filter({ hasText: 'Window Train' })
  await expect(row).toHaveCount(1)
  const cells = row.getByRole('cell')
  await expect(cells.nth(1)).toHaveText(String(TRIALS_PER_SESSION))
  // Timer: seconds with two decimals.
  await expect(cells.nth(2)).toHaveText(/^\d+\.\d{2}$/)
  await expect(cells.nth(3)).toHaveText('Completed')
  await expect(page.getByText('No game reports found')).toHaveCount(0)
  // The progress chart of the game above the table, with its table for screen readers.
  await expect(page.getByRole('heading', { name: 'Window Train', level: 3 })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Window Train: each day played' })).toBeAttached()
}

test('a therapist plays a whole session of Window Train as an assigned child from the dashboard', async ({
  page,
  request,
}) => {
  // The pages run on Playwright's clock, so the time each window of the train stays lit passes at once.
  await installClock(page)
  const tag = uniqueSuffix()
  const childName = `Ira ${tag}`
  const { doctor, therapist, parent } = await assignedChildAtDemoCentre(request, { childName, tag })
  cast = {
    doctor: doctor.username,
    therapist: therapist.username,
    parent: parent.username,
    childId: parent.childId ?? '',
    childName,
  }

  // Before any play, the child's reports are empty.
  await signIn(page, cast.therapist, CHILD_TEST_PASSWORD, '/therapistdashboard')
  await page.goto(`/reports?childId=${cast.childId}`)
  await expect(page.getByText('No game reports found')).toBeVisible()

  await page.goto('/therapistdashboard')
  await page.getByRole('link', { name: `Games with ${cast.childName}` }).click()
  await expect(page).toHaveURL(`/games?childId=${cast.childId}`)
  await page.addInitScript(() => {
    localStorage.setItem('portal.gameSettings', JSON.stringify({ sound: 'off', motion: 'none' }))
  })
  const [play] = await Promise.all([
    page.waitForEvent('popup'),
    page
      .getByRole('link', { name: /Window Train/ })
      .first()
      .click(),
  ])
  await expect(play).toHaveURL(new RegExp(`/games/play/window-train\\?gameId=[^&]+&childId=${cast.childId}`))
  await expect(play.getByText(cast.childName).first()).toBeVisible()

  const { generate, solve } = (await import(WINDOW_TRAIN_RULES)) as WindowTrainRules
  await play.getByRole('button', { name: 'Ready', exact: true }).click()
  for (let round = 1; round <= TRIALS_PER_SESSION; round++) {
    const trial = play.getByTestId('game-trial')
    await expect(play.getByText(`Round ${round} of ${TRIALS_PER_SESSION}`)).toBeVisible()
    const item = generate(Number(await trial.getAttribute('data-seed')), Number(await trial.getAttribute('data-level')))
    await untilShown(play, trial.getByText('Your turn.'))
    const tiles = trial.getByRole('group', { name: 'Pick in order' }).getByRole('button')
    for (const id of solve(item)) await tiles.nth(item.tray.findIndex((tile) => tile.id === id)).click()
    await trial.getByRole('button', { name: 'Done', exact: true }).click()
    if (round < TRIALS_PER_SESSION) await play.getByRole('button', { name: 'Next', exact: true }).click()
  }
  await expect(play.getByRole('heading', { name: 'All done' })).toBeVisible()
  await play.close()

  await page.goto('/therapistdashboard')
  await page.getByRole('link', { name: `Reports of ${cast.childName}` }).click()
  await expect(page).toHaveURL(`/reports?childId=${cast.childId}`)
  await expectTheSession(page)
})

test("the doctor reads the session in the child's Game Reports", async ({ page }) => {
  await signIn(page, cast.doctor, CHILD_TEST_PASSWORD, '/doctordashboard')
  await page.getByRole('link', { name: `Reports of ${cast.childName}` }).click()
  await expectTheSession(page)
})

test("the centre's admin finds the child in the picker and reads the session", async ({ page }) => {
  await signIn(page, 'demo-admin', 'Demo@12345', '/admindashboard')
  await page.goto('/reports')
  await page.getByLabel('Search by name').fill(cast.childName)
  await page.getByRole('link', { name: new RegExp(cast.childName) }).click()
  await expect(page).toHaveURL(`/reports?childId=${cast.childId}`)
  await expectTheSession(page)
})

test("the parent reads it from the child's page and sees it in this week's home practice", async ({ page }) => {
  await signIn(page, cast.parent, CHILD_TEST_PASSWORD, '/parentdashboard')
  await page.goto(`/parentdashboard/child/${cast.childId}`)
  await page.getByRole('link', { name: 'Game Reports' }).click()
  await expect(page).toHaveURL(`/parentdashboard/reports?childId=${cast.childId}`)
  await expectTheSession(page)

  await page.goto('/parentwrapper')
  await expect(page.getByRole('heading', { name: 'Home practice', level: 1 })).toBeVisible()
  // No home games chosen: every active game, Window Train with this week's session.
  await expect(page.getByRole('heading', { name: 'Games to play at home' })).toBeVisible()
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Window Train' }) })
  await expect(card.getByTestId('week-practice')).toHaveText(/^Played once this week, reached level \d+$/)
  await expect(card.getByRole('link', { name: 'Play Window Train (opens in a new tab)' })).toHaveAttribute(
    'href',
    new RegExp(`^/games/play/window-train\\?gameId=[^&]+&childId=${cast.childId}$`),
  )
})

test('home practice: signed out it explains and offers sign-in; another role is sent to its dashboard', async ({
  page,
}) => {
  await page.goto('/parentwrapper')
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible()
  await page.getByRole('link', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/login?redirect=%2Fparentwrapper')
  await page.getByLabel('Username', { exact: true }).fill(cast.parent)
  await page.getByLabel('Password', { exact: true }).fill(CHILD_TEST_PASSWORD)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL('/parentwrapper')
  await expect(page.getByRole('heading', { name: 'Games to play at home' })).toBeVisible()

  await signIn(page, cast.doctor, CHILD_TEST_PASSWORD, '/doctordashboard')
  await page.goto('/parentwrapper')
  await expect(page.getByText('Home practice is for parents. You are signed in as a doctor.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to your dashboard' }).click()
  await expect(page).toHaveURL('/doctordashboard')
})
