import { expect, test } from '@playwright/test'
import { assignedChildAtDemoCentre, CHILD_TEST_PASSWORD } from './children-support.ts'
import { apiToken, submitPortalLogin, uniqueSuffix } from './support.ts'

/**
 * Two windows, one plan (docs/api/games.md, "Two adults at once"): while the therapist types a start level in the
 * Home practice dialog, the plan's start levels are saved from another window. Saving is refused with a message
 * saying so, where the therapist sees it on a phone; the dialog keeps what was typed; saving again keeps it.
 */
test.use({ viewport: { width: 390, height: 844 } })

test('a stale Home practice save is refused, says who changed the plan, and keeps what the therapist typed', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const tag = uniqueSuffix()
  const childName = `Noor ${tag}`
  const { therapist, childId } = await assignedChildAtDemoCentre(request, { childName, tag })
  const planPath = `/api/games/children/${childId}/plan`
  const otherWindow = { authorization: `Bearer ${await apiToken(request, therapist.username, CHILD_TEST_PASSWORD)}` }

  await page.goto('/login')
  await submitPortalLogin(page, therapist.username, CHILD_TEST_PASSWORD)
  await expect(page).toHaveURL('/therapistdashboard')
  await page.getByRole('button', { name: `Home practice for ${childName}` }).click()
  const dialog = page.getByRole('dialog', { name: `Home practice for ${childName}` })
  const windowTrainLevel = dialog.getByRole('textbox', { name: 'Start level for Window Train' })
  await windowTrainLevel.fill('5')

  // Meanwhile, the other window saves a start level for Echo Drums.
  const { version } = (await (await request.get(planPath, { headers: otherWindow })).json()) as { version: number }
  const meanwhile = await request.put(planPath, {
    headers: otherWindow,
    data: { startLevels: { 'echo-drums': 2 }, baseVersion: version },
  })
  expect(meanwhile.status()).toBe(200)

  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'You (in another window) changed the game plan while you were editing it. It has been reloaded and your changes are still on screen: save again to keep them.',
  )
  await expect(dialog.getByRole('alert')).toBeInViewport()
  await expect(windowTrainLevel).toHaveValue('5')
  expect((await (await request.get(planPath, { headers: otherWindow })).json()) as object).toMatchObject({
    startLevels: { 'echo-drums': 2 },
  })

  // Saving again keeps what was typed, now on top of the reloaded plan.
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()
  expect(await (await request.get(planPath, { headers: otherWindow })).json()).toMatchObject({
    startLevels: { 'window-train': 5 },
    version: version + 2,
  })
})
