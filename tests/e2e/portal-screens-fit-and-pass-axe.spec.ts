import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { centreIdOf } from './appointments-support.ts'
import { axeOn } from './axe.ts'
import { submitVerifiedEnquiry } from './enquiries-support.ts'
import { apiToken, mailbox, screenshotForPeople, signInToPortal } from './support.ts'

/**
 * Every portal screen, each role's with the demo data behind it, at a phone's and a laptop's width:
 * nothing pans sideways (the document is no wider than the viewport), nothing is clipped, and axe finds
 * no violation. Screenshots land in test-results/portal-screens/ for a person to look at (screenshotForPeople).
 */
// The longest files of the stage: their journeys are independent of one another, so both workers share them out
// instead of one worker running them all while the other finishes early (issue 24).
test.describe.configure({ mode: 'parallel' })

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 800 },
] as const

interface Screen {
  path: string
  /** Something the screen shows once its data has loaded. */
  ready: (page: Page) => ReturnType<Page['getByRole']>
  /** Opens what is measured on top of the screen (a dialog); waits until it shows. */
  open?: (page: Page) => Promise<void>
  /** The screenshot's name when the path alone does not tell screens apart. */
  label?: string
}

/** Opens the first button of this name and waits for its dialog. */
const openDialog = (button: RegExp) => async (page: Page) => {
  await page.getByRole('button', { name: button }).first().click()
  await expect(page.getByRole('dialog')).toBeVisible()
}

const heading = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { name, level: 1 })

/** Ids the screens need: demo-parent's child and a child of demo-admin's centre. */
async function demoIds(request: APIRequestContext) {
  const parentToken = await apiToken(request, 'demo-parent')
  const own = await request.get('/api/parents/children', { headers: { Authorization: `Bearer ${parentToken}` } })
  const children = (await own.json()) as Array<{ _id: string }> | { children: Array<{ _id: string }> }
  const list = Array.isArray(children) ? children : children.children
  return { parentChildId: list[0]._id }
}

/** The widest element that sticks out past the viewport's right edge, to name in a failure. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const doc = document.documentElement
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > doc.clientWidth + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 4).join('.')}`)
    return { scrollWidth: doc.scrollWidth, clientWidth: doc.clientWidth, culprits }
  })
}

async function checkScreen(page: Page, screen: Screen, label: string) {
  await page.goto(screen.path)
  await expect(screen.ready(page).first()).toBeVisible()
  await screen.open?.(page)
  // Let fonts load and the layout settle (two frames) before measuring; not "networkidle": the live updates keep
  // a socket busy. A fixed 300 ms pause here cost half a minute of the run.
  await page.evaluate(() =>
    document.fonts.ready.then(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
    ),
  )
  const measured = await overflow(page)
  await screenshotForPeople(page, `test-results/portal-screens/${label}.png`)
  expect(
    measured.scrollWidth,
    `${screen.path} is wider than the viewport: ${measured.culprits.join(', ')}`,
  ).toBeLessThanOrEqual(measured.clientWidth)
  // label-content-name-mismatch is experimental in axe, so it is switched on by name: a control's
  // accessible name must contain its visible text (speech users say what they see).
  const { violations } = await axeOn(page, {
    rules: { 'label-content-name-mismatch': { enabled: true } },
  }).analyze()
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
    `axe on ${screen.path}`,
  ).toEqual([])
}

const signedOut: Screen[] = [
  { path: '/login', ready: heading('Login') },
  { path: '/register', ready: heading('Parent Registration') },
  { path: '/forgot-password', ready: heading('Forgot Password') },
  { path: '/reset-password?token=not-a-real-token', ready: heading('Reset Password') },
  { path: '/set-password?token=not-a-real-token', ready: heading('Set Your Password') },
  { path: '/games', ready: (page) => page.getByRole('heading').first() },
]

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px (${size.name})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })
    // Several screens per test, each with an axe run: seconds each on a busy machine.
    test.setTimeout(240_000)

    test('signed-out screens fit and pass axe', async ({ page }) => {
      for (const screen of signedOut) {
        await checkScreen(page, screen, `${size.name}-signed-out${screen.path.replace(/[/?=]/g, '_')}`)
      }
    })

    test("the admin's screens fit and pass axe", async ({ page, request }) => {
      const { parentChildId } = await demoIds(request)
      await signInToPortal(page, 'demo-admin', '/admindashboard')
      const screens: Screen[] = [
        { path: '/admindashboard', ready: (p) => p.getByRole('table').or(p.getByRole('list')) },
        { path: '/admindashboard/register', ready: heading(/Register/) },
        { path: '/admindashboard/viewappointment', ready: (p) => p.getByRole('button', { name: /PDF/ }) },
        { path: '/admindashboard/manageappointment', ready: (p) => p.getByRole('button', { name: /Approve/ }) },
        { path: '/admindashboard/appointment', ready: heading(/Book Appointment/) },
        { path: '/profile', ready: (p) => p.getByText('demo-admin', { exact: true }) },
        { path: '/admindashboard/calendar', ready: (p) => p.getByRole('heading', { level: 2 }) },
        {
          // A laptop's week is one table (region "Week"); a phone's is a list per day under day headings.
          path: '/admindashboard/calendar?view=week',
          ready: (p) => p.getByRole('region', { name: 'Week' }).or(p.getByRole('heading', { level: 2 })),
        },
        { path: '/admindashboard/calendar/day-sheet', ready: heading(/Appointments for/) },
      ]
      for (const screen of screens)
        await checkScreen(page, screen, `${size.name}-admin${screen.path.replace(/[/?=]/g, '_')}`)
      // A child's record (demo-parent's child is at demo-admin's centre).
      await checkScreen(
        page,
        { path: `/admindashboard/child/${parentChildId}`, ready: (p) => p.getByText('Aarav Kumar').first() },
        `${size.name}-admin_child`,
      )
      // The child's IEP reports (the demo child has a plan in progress), then a month's history.
      const iepReports = { path: `/admindashboard/iepreports/${parentChildId}`, ready: heading('IEP Reports') }
      await checkScreen(page, iepReports, `${size.name}-admin_iepreports`)
      await checkScreen(
        page,
        { ...iepReports, open: openDialog(/^View History of /) },
        `${size.name}-admin_iepreports_history`,
      )
    })

    test("the admin's schedule screens fit and pass axe", async ({ page }) => {
      await signInToPortal(page, 'demo-admin', '/admindashboard')
      const screens: Screen[] = [
        {
          path: '/admindashboard/schedule?section=hours',
          ready: (p) => p.getByRole('checkbox', { name: 'Monday 10:30 AM' }),
        },
        {
          path: '/admindashboard/schedule?section=holidays',
          ready: (p) => p.getByRole('table', { name: 'Coming holidays' }),
        },
        { path: '/admindashboard/schedule?section=doctors', ready: (p) => p.getByLabel('Doctor', { exact: true }) },
      ]
      for (const screen of screens)
        await checkScreen(page, screen, `${size.name}-admin${screen.path.replace(/[/?=]/g, '_')}`)
      // A doctor's week, extra days and leave (the centre's first doctor), then the leave dialog over them.
      const doctors = {
        path: '/admindashboard/schedule?section=doctors',
        ready: (p: Page) => p.getByLabel('Doctor', { exact: true }),
      }
      const pickDoctor = async (p: Page) => {
        await p.getByLabel('Doctor', { exact: true }).selectOption({ index: 1 })
        await expect(p.getByRole('heading', { name: /^Working week of / })).toBeVisible()
      }
      await checkScreen(page, { ...doctors, open: pickDoctor }, `${size.name}-admin_schedule_doctor`)
      await checkScreen(
        page,
        {
          ...doctors,
          open: async (p) => {
            await pickDoctor(p)
            await openDialog(/^Add leave$/)(p)
          },
        },
        `${size.name}-admin_schedule_leave`,
      )
    })

    test("the admin's enquiry screens fit and pass axe", async ({ page, request }) => {
      // A verified enquiry of demo-admin's centre, with a long name and a video still to come.
      const smtp = await mailbox()
      const enquiry = await submitVerifiedEnquiry(request, smtp, {
        centreId: centreIdOf(await apiToken(request, 'demo-admin')),
        video: 'pending',
        childName: `Venkata Subrahmanya Lakshminarayana ${size.name}`,
      }).finally(() => smtp.stop())
      await signInToPortal(page, 'demo-admin', '/admindashboard')
      const list = { path: '/admindashboard/jwlenquiries', ready: (p: Page) => p.getByText(enquiry.referenceId) }
      const details = {
        path: `/admindashboard/jwlenquiries/${enquiry.referenceId}`,
        ready: heading(`Enquiry for ${enquiry.childName}`),
      }
      await checkScreen(page, list, `${size.name}-admin_jwlenquiries`)
      await checkScreen(
        page,
        {
          ...list,
          open: async (p) => {
            await p.getByText('Figures for the last 12 weeks').click()
            await expect(p.getByRole('table', { name: 'Enquiries per week' })).toBeVisible()
          },
        },
        `${size.name}-admin_jwlenquiries_figures`,
      )
      await checkScreen(
        page,
        { ...list, open: openDialog(/^Archive the enquiry for /) },
        `${size.name}-admin_jwlenquiries_archive`,
      )
      await checkScreen(
        page,
        { ...details, open: (p) => p.locator('summary').first().click() },
        `${size.name}-admin_jwlenquiry`,
      )
      await checkScreen(
        page,
        { path: '/admindashboard/jwlenquiries/ZZZZZZZZZZ', ready: heading('Enquiry not found') },
        `${size.name}-admin_jwlenquiry_notfound`,
      )
      await page.goto(details.path)
      await page.getByRole('link', { name: 'Book assessment' }).click()
      await checkScreen(
        page,
        { path: page.url().replace(/^https?:\/\/[^/]+/, ''), ready: heading(/Book Appointment/) },
        `${size.name}-admin_book_from_enquiry`,
      )
    })

    test("the parent's screens fit and pass axe", async ({ page, request }) => {
      const { parentChildId } = await demoIds(request)
      await signInToPortal(page, 'demo-parent', '/parentdashboard')
      const screens: Screen[] = [
        { path: '/parentdashboard', ready: (p) => p.getByRole('heading', { name: 'Next visit' }) },
        { path: `/parentdashboard/child/${parentChildId}`, ready: (p) => p.getByText('Aarav Kumar') },
        { path: '/parentdashboard/bookappointment', ready: heading(/Book Appointment/) },
        { path: '/parentdashboard/viewappointments', ready: (p) => p.getByRole('button', { name: /PDF/ }) },
        { path: '/profile', ready: (p) => p.getByText('demo-parent', { exact: true }) },
        { path: `/parentdashboard/iepreports/${parentChildId}`, ready: (p) => p.getByRole('table') },
        {
          path: `/iepreports/${parentChildId}`,
          ready: (p) => p.getByRole('table'),
          open: openDialog(/^Progress of /),
        },
      ]
      for (const screen of screens) {
        await checkScreen(
          page,
          screen,
          `${size.name}-parent${screen.path.replace(parentChildId, 'id').replace(/\//g, '_')}${screen.open ? '_dialog' : ''}`,
        )
      }
    })

    test("the doctor's and the therapist's screens fit and pass axe", async ({ page, request }) => {
      const { parentChildId } = await demoIds(request)
      const doctorIep = `/doctordashboard/iepdoctor?childId=${parentChildId}`
      const therapistIep = `/therapistdashboard/iep?childId=${parentChildId}`
      const iepTable = (p: Page) => p.getByRole('table', { name: /IEPs of/ })
      await signInToPortal(page, 'demo-doctor', '/doctordashboard')
      for (const screen of [
        { path: '/doctordashboard', ready: (p: Page) => p.getByText('Aarav Kumar') },
        { path: doctorIep, ready: iepTable },
        { path: doctorIep, ready: iepTable, open: openDialog(/^Assign IEP$/), label: 'iep_assign' },
        { path: doctorIep, ready: iepTable, open: openDialog(/^Edit /), label: 'iep_edit' },
        { path: doctorIep, ready: iepTable, open: openDialog(/^View Performance of /), label: 'iep_performance' },
        { path: doctorIep, ready: iepTable, open: openDialog(/^Progress of /), label: 'iep_progress' },
        { path: '/doctordashboard/viewappointment', ready: (p: Page) => p.getByRole('button', { name: /PDF/ }) },
        { path: '/doctordashboard/schedule', ready: (p: Page) => p.getByRole('heading', { name: /^Today, / }) },
        { path: '/reports', ready: (p: Page) => p.getByRole('heading').first() },
        { path: '/this-path-does-not-exist', ready: heading('Page Not Found') },
      ]) {
        await checkScreen(
          page,
          screen,
          `${size.name}-doctor${'label' in screen ? `_${screen.label}` : screen.path.replace(parentChildId, 'id').replace(/[/?=]/g, '_')}`,
        )
      }
      await page.context().clearCookies()
      await page.evaluate(() => window.sessionStorage.clear())
      await signInToPortal(page, 'demo-therapist', '/therapistdashboard')
      await checkScreen(
        page,
        { path: '/therapistdashboard', ready: (p) => p.getByText('Aarav Kumar') },
        `${size.name}-therapist`,
      )
      await checkScreen(page, { path: therapistIep, ready: iepTable }, `${size.name}-therapist_iep`)
      await checkScreen(
        page,
        { path: '/therapistdashboard/schedule', ready: (p) => p.getByRole('heading', { name: /^Today, / }) },
        `${size.name}-therapist_schedule`,
      )
      await checkScreen(
        page,
        { path: therapistIep, ready: iepTable, open: openDialog(/^View\/Update /) },
        `${size.name}-therapist_iep_update`,
      )
    })
  })
}
