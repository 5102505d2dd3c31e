import { expect, test } from '@playwright/test'
import { POLICIES_SEED } from '../../cms/seed/content-pages/policies.ts'
import { TRAINING_SEED } from '../../cms/seed/content-pages/training.ts'

test('the training table lists every programme with its duration, frequency and coordinator', async ({ page }) => {
  await page.goto('/training')
  const table = page.getByRole('table', { name: 'Our training programmes' })
  await expect(table.getByRole('columnheader')).toHaveText(['Programme', 'Duration', 'Frequency', 'Coordinator'])
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(TRAINING_SEED.length)
  const pedagogy = rows.filter({ hasText: 'Pedagogy' })
  await expect(pedagogy.getByRole('cell')).toHaveText([
    '3 months',
    'Twice a year: May and October batches',
    'Head of Special Education',
  ])
  await expect(rows.filter({ hasText: 'Parent training' })).toContainText('at least 10 parents')
})

test('the terms page carries the policies and the published prices', async ({ page }) => {
  await page.goto('/terms-and-conditions')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    ...POLICIES_SEED.sections.map((section) => section.heading),
    'Refund and cancellation policy',
    POLICIES_SEED.pricingHeading,
  ])
  // The refund rules are the refund policy's data, one row per rule with a worked example.
  const refunds = main.getByRole('table', { name: 'Refund and cancellation policy' })
  await expect(refunds.locator('tbody th')).toHaveText([
    'Cancelled on the day it was booked',
    'Cancelled 3 or more days before the appointment',
    'Cancelled less than 3 days before the appointment',
    'Cancelled by the centre or the doctor',
  ])
  await expect(refunds.locator('tbody tr').nth(1).getByRole('cell')).toHaveText([
    '50% of the fee, less the booking charge (Rs 200 for consultations, Rs 500 for assessments)',
    'Rs 250 of Rs 700 back',
  ])
  await expect(main).toContainText('at least three years')
  const table = main.getByRole('table', { name: POLICIES_SEED.pricingHeading })
  const rows = table.locator('tbody tr')
  await expect(rows).toHaveCount(POLICIES_SEED.prices.length)
  await expect(rows.first().getByRole('cell')).toHaveText([
    '30 minutes',
    'Rs. 500.00',
    'Prescription and clinical suggestions',
  ])
  await expect(rows.filter({ hasText: 'WISC and WIAT' }).getByRole('cell')).toHaveText([
    '240 minutes',
    'Rs. 12,000',
    'Detailed report',
  ])
  // BELE has no published price.
  await expect(rows.filter({ hasText: 'BELE' }).getByRole('cell').nth(1)).toHaveText('Ask us')
})
