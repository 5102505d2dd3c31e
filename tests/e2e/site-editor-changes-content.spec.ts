import { expect, test } from '@playwright/test'
import { cmsAuth } from './site-support.ts'
import { DEMO_PASSWORD } from './support.ts'

const SEEDED_PHONE = '+91 90000 00000'

// Payload's side navigation starts open only on wide screens.
test.use({ viewport: { width: 1600, height: 900 } })

test('an editor changes the head office phone in Site settings and every page shows it on the next load', async ({
  page,
  request,
}) => {
  const newPhone = `+91 90000 0${String(Date.now()).slice(-4)}`
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill('demo-editor')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  try {
    await page.goto('/admin/globals/site-settings')
    const phone = page.getByRole('textbox', { name: 'Phone' })
    await expect(phone).toHaveValue(SEEDED_PHONE)
    await phone.fill(newPhone)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()

    await page.goto('/contact')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: newPhone })).toHaveAttribute(
      'href',
      `tel:${newPhone.replace(/\s/g, '')}`,
    )
    await expect(page.getByRole('region', { name: 'Get in touch' }).getByRole('link', { name: newPhone })).toBeVisible()
    await expect(page.getByText(SEEDED_PHONE)).toHaveCount(0)
  } finally {
    await request.post('/cms-api/globals/site-settings', {
      data: { headOffice: { phone: SEEDED_PHONE } },
      headers: await cmsAuth(request),
    })
  }
  await page.goto('/')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: SEEDED_PHONE })).toBeVisible()
})

test('an editor changes the first hero slide’s caption on the Home page and the home page shows it', async ({
  page,
  request,
}) => {
  const caption = `Welcome, families (${Date.now()})`
  await page.goto('/admin/login')
  await page.getByLabel('Username').fill('demo-editor')
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin\/?$/)

  const auth = await cmsAuth(request)
  const before = (await (await request.get('/cms-api/globals/home?depth=0', { headers: auth })).json()) as {
    heroSlides: Array<{ id: string; caption: string; image: string }>
  }
  try {
    await page.goto('/admin/globals/home')
    const field = page.locator('#field-heroSlides__0__caption')
    await expect(field).toHaveValue(before.heroSlides[0].caption)
    await field.fill(caption)
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Updated successfully.')).toBeVisible()

    await page.goto('/')
    const hero = page.getByRole('region', { name: 'Highlights' })
    await expect(hero.getByRole('group', { name: '1 of 6' }).getByText(caption)).toBeVisible()
  } finally {
    await request.post('/cms-api/globals/home', { data: { heroSlides: before.heroSlides }, headers: auth })
  }
})
