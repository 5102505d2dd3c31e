import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { cmsAuth, openSitePage } from './site-support.ts'
import { mailbox } from './support.ts'
import type { TestSmtpServer } from '../support/smtp.ts'

let smtp: TestSmtpServer
test.beforeAll(async () => {
  smtp = await mailbox()
})
test.afterAll(async () => {
  await smtp?.stop()
})

interface StoredMessage {
  name: string
  email: string
  phone: string
  message: string
  status: string
  mailed: boolean
}

async function storedMessages(request: APIRequestContext, email: string): Promise<StoredMessage[]> {
  const response = await request.get('/cms-api/contact-messages', {
    params: { 'where[email][equals]': email, depth: 0 },
    headers: await cmsAuth(request),
  })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { docs: StoredMessage[] }).docs
}

async function fillForm(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  const form = page.getByRole('form', { name: 'Send us a message' })
  await form.getByLabel('Full name').fill(values.name)
  await form.getByLabel('Email address').fill(values.email)
  await form.getByLabel('Contact Number').fill(values.phone)
  await form.getByLabel('Message').fill(values.message)
  return form
}

test('a parent sends a message: it is stored for the office and e-mailed to the head office', async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = `parent-${Date.now()}@example.com`
  await openSitePage(page, '/contact')
  await expect(page.getByRole('heading', { name: 'Get in touch' })).toBeVisible()
  await expect(page.getByRole('link', { name: '+91 90000 00000' }).first()).toHaveAttribute('href', 'tel:+919000000000')
  await expect(page.getByRole('region', { name: 'Contacts' }).getByRole('listitem')).toHaveCount(10)

  const form = await fillForm(page, {
    name: 'Lakshmi Rao',
    email,
    phone: '98765 43210',
    message: 'My son is four and hardly speaks. Could we book a speech assessment at Kukatpally?',
  })
  await form.getByRole('button', { name: 'Submit' }).click()
  await expect(form.getByRole('status')).toHaveText(
    'Thank you! Your message has been sent. We will get back to you soon.',
  )
  await expect(form.getByLabel('Full name')).toHaveValue('')

  const mail = await smtp.waitFor((received) => received.text.includes(email))
  expect(mail.to).toEqual(['office@centres.example'])
  expect(mail.subject).toBe('Website message from Lakshmi Rao')
  expect(mail.text).toContain('Could we book a speech assessment at Kukatpally?')
  expect(mail.text).toContain('98765 43210')

  await expect.poll(async () => (await storedMessages(request, email))[0]?.mailed, { timeout: 5000 }).toBe(true)
  const [stored] = await storedMessages(request, email)
  expect(stored).toMatchObject({ name: 'Lakshmi Rao', phone: '98765 43210', status: 'new' })

  // Visitors (no CMS session) cannot read the messages.
  const visitor = await playwright.request.newContext({ baseURL })
  const anonymous = await visitor.get('/cms-api/contact-messages')
  expect(anonymous.status()).toBe(403)
  await visitor.dispose()
})

test('bad input gets a message under each field and nothing is stored or sent', async ({ page, request }) => {
  const email = `not-an-address-${Date.now()}`
  await openSitePage(page, '/contact')
  const form = await fillForm(page, { name: ' ', email, phone: '12345', message: 'Hi' })
  await form.getByRole('button', { name: 'Submit' }).click()

  await expect(form.getByRole('status')).toHaveText('Please correct the highlighted fields.')
  await expect(form.getByLabel('Full name')).toHaveAccessibleDescription('Full name is required')
  await expect(form.getByLabel('Email address')).toHaveAccessibleDescription('Please enter a valid email address')
  await expect(form.getByLabel('Contact Number')).toHaveAccessibleDescription(
    'Please enter a valid 10-digit contact number',
  )
  await expect(form.getByLabel('Message')).toHaveAccessibleDescription(
    'Please tell us a little more (at least 10 characters)',
  )
  await expect(form.getByLabel('Full name')).toBeFocused()

  // Editing a field clears its message.
  await form.getByLabel('Contact Number').fill('9876543210')
  await expect(form.getByLabel('Contact Number')).toHaveAccessibleDescription('')

  expect(await storedMessages(request, email)).toEqual([])
  expect(smtp.received.some((mail) => mail.text.includes(email))).toBe(false)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the form posts to the server, which answers with field messages or the thank-you', async ({
    page,
    request,
  }) => {
    const email = `no-js-${Date.now()}@example.com`
    await page.goto('/contact')
    let form = await fillForm(page, { name: 'Imran Khan', email, phone: '123', message: 'Please call me back.' })
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/contact#contact-form$/)
    form = page.getByRole('form', { name: 'Send us a message' })
    await expect(form.getByRole('status')).toHaveText('Please correct the highlighted fields.')
    await expect(form.getByLabel('Contact Number')).toHaveAccessibleDescription(
      'Please enter a valid 10-digit contact number',
    )
    // What the visitor typed is kept.
    await expect(form.getByLabel('Full name')).toHaveValue('Imran Khan')
    expect(await storedMessages(request, email)).toEqual([])

    await form.getByLabel('Contact Number').fill('+91 91234 56789')
    await form.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form$/)
    await expect(page.getByRole('form', { name: 'Send us a message' }).getByRole('status')).toHaveText(
      'Thank you! Your message has been sent. We will get back to you soon.',
    )
    await smtp.waitFor((received) => received.text.includes(email))
    expect(await storedMessages(request, email)).toHaveLength(1)
  })
})
