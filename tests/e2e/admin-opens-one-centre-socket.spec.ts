import { expect, test } from '@playwright/test'
import { signInToPortal } from './support.ts'

test('when an admin moves between the live screens, then the portal keeps one Socket.IO connection to the centre', async ({
  page,
}) => {
  const opened: string[] = []
  page.on('websocket', (socket) => {
    if (socket.url().includes('/socket.io/')) opened.push(socket.url())
  })

  await signInToPortal(page, 'demo-admin', '/admindashboard')
  const menu = page.getByRole('complementary', { name: 'Admin menu' })
  // The admin's frame follows the enquiries on every screen, the queue and the table follow the appointments: all
  // on one connection, kept while the admin moves between them.
  await menu.getByRole('link', { name: 'Manage Appointments' }).click()
  await expect(page.getByText('Live updates on')).toBeVisible()
  await menu.getByRole('link', { name: 'View Appointments' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'View Appointments' })).toBeVisible()
  await expect(page.getByRole('table', { name: 'Appointments' }).getByRole('row').nth(1)).toBeVisible()
  // Before the shared connection each listener opened its own: two on Manage Appointments, a third here.
  expect(opened).toHaveLength(1)
})
