import { expect, test, type APIRequestContext } from '@playwright/test'
import type { CatalogueGroup } from '../../modules/games/src/games.schema.ts'
import { expectNoAxeViolations } from './games-support.ts'
import { apiToken, DEMO_PASSWORD, signInToPortal } from './support.ts'

/** /games: the two groups, the active games of each as cards, each opening its play screen in a new tab. */

/** The catalogue, or null while the games API has not landed (it answers 404 "No API route" then). */
async function catalogue(request: APIRequestContext): Promise<CatalogueGroup[] | null> {
  const response = await request.get('/api/data/allgames')
  return response.ok() ? ((await response.json()) as CatalogueGroup[]) : null
}

/** Switches a game active or inactive as an editor does in /admin. */
async function setStatus(request: APIRequestContext, gameId: string, status: 'active' | 'inactive') {
  const login = await request.post('/cms-api/users/login', {
    data: { username: 'demo-editor', password: DEMO_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const response = await request.patch(`/cms-api/games/${gameId}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { status },
  })
  expect(response.status()).toBe(200)
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`the picker at ${viewport.width} px: two groups to choose from, no axe violation`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/games')
    await expect(page.getByRole('heading', { name: 'Games', level: 1 })).toBeVisible()
    await expect(page.getByRole('radio', { name: /Successive Processing/ })).toBeChecked()
    await page.getByText('Simultaneous Processing').first().click()
    await expect(page.getByRole('heading', { name: 'Simultaneous Processing', level: 2 })).toBeVisible()
    await expect(page.getByRole('status').or(page.getByRole('list')).or(page.getByRole('alert')).first()).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
    await expectNoAxeViolations(page, '/games')
  })
}

test('an inactive game is hidden; a therapist opens a game for an assigned child in a new tab and plays as that child', async ({
  page,
  request,
}) => {
  const groups = await catalogue(request)
  test.skip(groups === null, 'the games API (GET /api/data/allgames) has not landed on this branch yet')
  const successive = groups!.find((group) => group.groupId === 1)!.games
  const windowTrain = successive.find((game) => game.slug === 'window-train')!
  const resting = successive.find((game) => game.slug === 'echo-drums')!
  await setStatus(request, resting.gameId, 'inactive')
  try {
    const token = await apiToken(request, 'demo-therapist')
    const assigned = await request.get('/api/therapists/assigned', { headers: { Authorization: `Bearer ${token}` } })
    const [child] = (await assigned.json()) as Array<{ _id: string; name: string }>

    await signInToPortal(page, 'demo-therapist', '/therapistdashboard')
    await page.goto(`/games?childId=${child._id}`)
    await expect(page.getByRole('heading', { name: windowTrain.name, level: 3 })).toBeVisible()
    await expect(page.getByRole('heading', { name: resting.name, level: 3 })).toHaveCount(0)

    const started = page
      .context()
      .waitForEvent('response', (response) => response.url().endsWith('/api/games/sessions'))
    const [game] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: new RegExp(windowTrain.name) }).click(),
    ])
    const url = new URL(game.url())
    expect(url.pathname).toBe('/games/play/window-train')
    expect(url.searchParams.get('gameId')).toBe(windowTrain.gameId)
    expect(url.searchParams.get('childId')).toBe(child._id)
    await expect(game.getByText(`Playing as ${child.name}`)).toBeVisible()
    await expect(game.getByRole('button', { name: 'Ready' })).toBeVisible()
    expect((await started).status()).toBe(201)
    const stopped = game.waitForResponse((response) => response.url().endsWith('/end'))
    await game.getByRole('button', { name: 'Ready' }).click()
    await game.getByRole('button', { name: 'Stop' }).click()
    expect((await stopped).ok()).toBe(true)
  } finally {
    await setStatus(request, resting.gameId, 'active')
  }
})
