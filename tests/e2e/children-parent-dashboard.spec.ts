import { expect, test } from '@playwright/test'
import { CHILD_TEST_PASSWORD, demoAdminToken, registerAtDemoCentre } from './children-support.ts'
import type { TestSmtpServer } from '../support/smtp.ts'
import { expectToast, mailbox, submitPortalLogin, uniqueSuffix } from './support.ts'

// Registering accounts sends welcome e-mails; a real SMTP server takes them.
let smtp: TestSmtpServer
test.beforeAll(async () => {
  smtp = await mailbox()
})
test.afterAll(async () => {
  await smtp.stop()
})

test('a parent with no children is asked to register one through a booking', async ({ page, request }) => {
  const parent = await registerAtDemoCentre(request, await demoAdminToken(request), {
    role: 'parent',
    name: `Childless ${uniqueSuffix()}`,
  })
  await submitPortalLogin(page, parent.username, CHILD_TEST_PASSWORD)
  await expect(page).toHaveURL('/parentdashboard')
  await expect(page.getByRole('heading', { name: 'Child Registration Required' })).toBeVisible()
  await expect(
    page.getByRole('region', { name: 'Parent Dashboard' }).getByRole('link', { name: 'Book Appointment' }),
  ).toHaveAttribute('href', '/parentdashboard/bookappointment?childId=new')
})

test("a parent edits their child's details: Cancel discards, Save persists after a reload", async ({
  page,
  request,
}) => {
  const tag = uniqueSuffix()
  const parent = await registerAtDemoCentre(request, await demoAdminToken(request), {
    role: 'parent',
    name: `Parent ${tag}`,
    child: { name: `Ishaan ${tag}`, dob: '2017-04-20', gender: 'Male', schoolName: 'Oak School', schoolBoard: 'SSC' },
  })
  await submitPortalLogin(page, parent.username, CHILD_TEST_PASSWORD)
  await expect(page).toHaveURL('/parentdashboard')
  // The games and the therapist's home practice are one tap from the parent's home.
  const home = page.getByRole('region', { name: 'Parent Dashboard' })
  await expect(home.getByRole('link', { name: 'Home practice' })).toHaveAttribute('href', '/parentwrapper')
  await expect(home.getByRole('link', { name: 'Learning games' })).toHaveAttribute('href', '/games')
  // The list of children (the home screen's cards above it also name the child in their links).
  await page
    .getByRole('list', { name: 'Your children' })
    .getByRole('link', { name: new RegExp(`Ishaan ${tag}`) })
    .click()
  await expect(page).toHaveURL(`/parentdashboard/child/${parent.childId}`)
  const main = page.getByRole('region', { name: 'Child Details' })
  await expect(main.getByRole('link', { name: 'IEP Reports' })).toHaveAttribute(
    'href',
    `/parentdashboard/iepreports/${parent.childId}`,
  )
  await expect(main.getByRole('link', { name: 'Game Reports' })).toHaveAttribute(
    'href',
    `/parentdashboard/reports?childId=${parent.childId}`,
  )
  await expect(main.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
    'href',
    `/parentdashboard/bookappointment?childId=${parent.childId}`,
  )
  await expect(main.getByRole('link', { name: `Play games as Ishaan ${tag}` })).toHaveAttribute(
    'href',
    `/games?childId=${parent.childId}`,
  )

  // Cancel discards.
  await page.getByRole('button', { name: 'Edit Details' }).click()
  await page.getByLabel('Name', { exact: true }).fill('Discarded Name')
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText(`Ishaan ${tag}`).first()).toBeVisible()
  await expect(page.getByText('Discarded Name')).toHaveCount(0)

  // A required field left empty is refused on the form.
  await page.getByRole('button', { name: 'Edit Details' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`Ishaan ${tag}`)
  await page.getByLabel('Name', { exact: true }).fill('')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expect(page.getByText('Child name is required')).toBeVisible()

  await page.getByLabel('Name', { exact: true }).fill(`Ishaan Varma ${tag}`)
  await page.getByLabel('Date of birth').fill('2016-12-01')
  await page.getByLabel('Gender').selectOption('Others')
  await page.getByLabel('School name').fill('Banyan Tree School')
  await page.getByLabel('School board').selectOption('ICSE')
  await page.getByRole('button', { name: 'Save Changes' }).click()
  await expectToast(page, 'Child details updated successfully!')

  await page.reload()
  await expect(page.getByText(`Ishaan Varma ${tag}`, { exact: true })).toBeVisible()
  await expect(page.getByText('1 Dec 2016')).toBeVisible()
  await expect(page.getByText('Banyan Tree School')).toBeVisible()
  await expect(page.getByText('ICSE')).toBeVisible()
  await expect(page.getByText('Others')).toBeVisible()

  // The report buttons stay inside the parent's own area (no 403 page).
  await page.getByRole('link', { name: 'Game Reports' }).click()
  await expect(page).toHaveURL(`/parentdashboard/reports?childId=${parent.childId}`)
  await expect(page.getByRole('heading', { name: 'Game Reports', level: 1 })).toBeVisible()
  await expect(page.getByText('Access Forbidden')).toHaveCount(0)
})
