import { expect, test } from '@playwright/test'
import { openSitePage } from './site-support.ts'
import { VIDEOS_SEED } from '../../cms/seed/content-pages/media.ts'

test('the videos page asks nothing of YouTube until a thumbnail is clicked, then plays that video', async ({
  page,
  baseURL,
}) => {
  const ownOrigin = new URL(baseURL as string).origin
  const thirdParty: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== ownOrigin && !request.url().startsWith('data:'))
      thirdParty.push(request.url())
  })
  // The test machine has no internet: answer the player's request here instead of waiting for it to fail.
  await page.route(/youtube/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'player' }))

  await openSitePage(page, '/media/videos')
  const thumbnails = page.getByRole('main').getByRole('link', { name: /^Play video: / })
  await expect(thumbnails).toHaveCount(VIDEOS_SEED.length)
  // Every thumbnail image comes from our own server.
  for (const img of await page.getByRole('main').locator('img').all()) {
    expect(new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc || el.src)).origin).toBe(ownOrigin)
  }
  await page.waitForLoadState('networkidle')
  expect(thirdParty).toEqual([])
  await expect(page.locator('iframe')).toHaveCount(0)

  await page.getByRole('link', { name: `Play video: ${VIDEOS_SEED[2]}` }).click()
  const player = page.locator(`iframe[title="${VIDEOS_SEED[2]}"]`)
  await expect(player).toBeVisible()
  const src = new URL((await player.getAttribute('src')) as string)
  expect(src.hostname).toBe('www.youtube-nocookie.com')
  expect(src.pathname).toBe('/embed/PLACEHOLD03')
  expect(src.searchParams.get('autoplay')).toBe('1')
  expect(await player.getAttribute('allow')).toContain('autoplay')
  await expect(page.locator('iframe')).toHaveCount(1)
  await expect.poll(() => thirdParty.length).toBeGreaterThan(0)
})
