import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { FAQ_SEED } from '../../cms/seed/content-pages/faq.ts'
import { openSitePage } from './site-support.ts'
import { DEMO_PASSWORD } from './support.ts'

const { question, answer } = FAQ_SEED[0]

// Payload's side navigation starts open only on wide screens.
test.use({ viewport: { width: 1600, height: 900 } })

async function editAnswer(page: Page, to: string) {
  await page.goto('/admin/collections/faqs')
  await page.getByRole('link', { name: question, exact: true }).click()
  const field = page.getByRole('textbox', { name: /^Answer/ })
  await expect(field).toBeVisible()
  await field.fill(to)
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Updated successfully.')).toBeVisible()
}

/** Puts the seeded answer back through the CMS API if the journey stopped half-way. */
async function restoreAnswer(request: APIRequestContext) {
  const login = await request.post('/cms-api/users/login', {
    data: { username: 'demo-editor', password: DEMO_PASSWORD },
  })
  const { token } = (await login.json()) as { token: string }
  const headers = { authorization: `JWT ${token}` }
  const found = await request.get('/cms-api/faqs', {
    params: { 'where[question][equals]': question, depth: 0 },
    headers,
  })
  const { docs } = (await found.json()) as { docs: { id: string }[] }
  for (const doc of docs) await request.patch(`/cms-api/faqs/${doc.id}`, { data: { answer }, headers })
}

test('an editor changes an FAQ answer in the CMS and the FAQ page shows it on the next load', async ({
  page,
  request,
}) => {
  const changed = `Yes, please book first. (Changed ${Date.now()})`
  await page.goto('/admin')
  await page.getByLabel('Username').fill('demo-editor')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)
  await page.getByRole('link', { name: 'FAQs', exact: true }).click()
  await expect(page).toHaveURL(/\/admin\/collections\/faqs/)

  try {
    await editAnswer(page, changed)
    await openSitePage(page, '/faq')
    await page.getByRole('button', { name: question }).click()
    await expect(page.getByRole('main').getByText(changed)).toBeVisible()
    await expect(page.getByRole('main').getByText(answer)).toHaveCount(0)
  } finally {
    await restoreAnswer(request)
  }
  await page.goto('/faq')
  await expect(page.getByRole('main').getByText(answer)).toHaveCount(1)
})
