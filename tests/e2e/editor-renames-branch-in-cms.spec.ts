import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './support.ts'

const BRANCH = 'Suchitra Centre'

// Payload's side navigation starts open only on wide screens.
test.use({ viewport: { width: 1600, height: 900 } })

async function renameBranch(page: Page, from: string, to: string) {
  await page.goto('/admin/collections/centres')
  await page.getByRole('link', { name: from, exact: true }).click()
  const name = page.getByRole('textbox', { name: 'Name' })
  await expect(name).toHaveValue(from)
  await name.fill(to)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: to })).toBeVisible()
}

/** Puts the seeded name back through the CMS API if the journey stopped half-way. */
async function restoreBranchName(request: APIRequestContext, currentName: string) {
  const login = await request.post('/cms-api/users/login', {
    data: { username: 'demo-editor', password: DEMO_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `JWT ${token}` }
  const found = await request.get('/cms-api/centres', {
    params: { 'where[name][equals]': currentName, depth: 0 },
    headers,
  })
  const { docs } = (await found.json()) as { docs: { id: string }[] }
  for (const doc of docs) await request.patch(`/cms-api/centres/${doc.id}`, { data: { name: BRANCH }, headers })
}

test('an editor renames a branch in the CMS and the home page shows the new name', async ({ page, request }) => {
  const renamed = `${BRANCH} (renamed ${Date.now()})`

  await page.goto('/admin')
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.getByLabel('Username').fill('demo-editor')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  await page.getByRole('link', { name: 'Branches', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/centres/)
  await expect(page.getByRole('link', { name: BRANCH, exact: true })).toBeVisible()

  try {
    await renameBranch(page, BRANCH, renamed)

    await page.goto('/')
    const cards = page.getByRole('region', { name: 'Our Branches and Services' }).getByRole('listitem')
    await expect(cards.getByRole('heading', { name: renamed, exact: true })).toBeVisible()
    await expect(cards.getByRole('heading', { name: BRANCH, exact: true })).toHaveCount(0)

    // The editor puts the name back; the site follows again.
    await renameBranch(page, renamed, BRANCH)
    await page.goto('/')
    await expect(cards.getByRole('heading', { name: BRANCH, exact: true })).toBeVisible()
    await expect(cards.getByRole('heading', { name: renamed, exact: true })).toHaveCount(0)
  } finally {
    // No-op when the journey got the name back itself.
    await restoreBranchName(request, renamed)
  }
})
