import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router'
import { NotFoundPage } from '../components/layout/not-found-page'
import { isScheduleSection, type ScheduleSection } from '../features/schedule/schedule-view'
import { registeredCataloguesLoaded } from '../i18n/messages'
import { redirectSignedInUser, requireSession } from './guards'
import { PublicFrame, PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'

// A parent's screens ask for their data while their chunks download, not after. The loader waits only for the
// requests to start (the data is not awaited: the screen shows its own loading state); the page's first render
// waits for it briefly (lib/first-render.ts).
const prefetchParentHome = () => import('./routes/parent/frame').then((frame) => frame.prefetchParentHome())
const prefetchBookingPrefill = () => import('./routes/parent/frame').then((frame) => frame.prefetchBookingPrefill())

/**
 * A screen loaded when its route matches, and shown once the chosen language's catalogues of the namespaces its
 * modules registered are here too, so its first render speaks that language (decision 070). Should they fail to
 * arrive (the network), the screen shows its English rather than an error.
 */
function screen<T extends Record<string, unknown>, K extends keyof T & string>(load: () => Promise<T>, name: K) {
  return lazyRouteComponent(
    () =>
      load().then((module) =>
        registeredCataloguesLoaded().then(
          () => module,
          () => module,
        ),
      ),
    name,
  )
}

// Every screen is its own chunk, loaded when its route matches (or is about to: links preload on
// intent), so a visitor on /login downloads no dashboard and a parent never an admin's screen.
// The screens live in app/routes and compose the features; see decision 017.
const lazy = {
  login: screen(() => import('./routes/login-page'), 'LoginPage'),
  register: screen(() => import('./routes/register-page'), 'RegisterPage'),
  forgotPassword: screen(() => import('./routes/password-pages'), 'ForgotPasswordPage'),
  resetPassword: screen(() => import('./routes/password-pages'), 'ResetPasswordPage'),
  setPassword: screen(() => import('./routes/password-pages'), 'SetYourPasswordPage'),
  games: screen(() => import('./routes/games-pages'), 'GamesPage'),
  gamePlay: screen(() => import('./routes/games-pages'), 'GamePlayPage'),
  parentWrapper: screen(() => import('./routes/parent-wrapper-page'), 'ParentWrapperPage'),
  reports: screen(() => import('./routes/game-reports-pages'), 'ReportsPage'),
  iepReports: screen(() => import('./routes/parent/iep-reports'), 'ParentIepReportsPage'),
  parentGameReports: screen(() => import('./routes/game-reports-pages'), 'ParentGameReportsPage'),
  signedIn: screen(() => import('./layouts/signed-in-layout'), 'SignedInLayout'),
  profile: screen(() => import('./routes/profile-page'), 'ProfilePage'),
  doctorDashboard: screen(() => import('./routes/dashboard-pages'), 'DoctorDashboardPage'),
  therapistDashboard: screen(() => import('./routes/dashboard-pages'), 'TherapistDashboardPage'),
  admin: screen(() => import('./routes/admin/layout'), 'AdminLayout'),
  adminChildren: screen(() => import('./routes/admin/children'), 'AdminChildrenPage'),
  adminChild: screen(() => import('./routes/admin/child'), 'AdminChildPage'),
  adminBook: screen(() => import('./routes/admin/book-appointment'), 'AdminBookAppointmentPage'),
  adminAppointments: screen(() => import('./routes/admin/appointments'), 'AdminAppointmentsPage'),
  adminCalendar: screen(() => import('./routes/admin/calendar'), 'AdminCalendarPage'),
  adminDaySheet: screen(() => import('./routes/admin/calendar'), 'AdminDaySheetPage'),
  adminReminders: screen(() => import('./routes/admin/reminders'), 'AdminRemindersPage'),
  doctorSchedule: screen(() => import('./routes/doctor/schedule'), 'DoctorSchedulePage'),
  therapistSchedule: screen(() => import('./routes/therapist/schedule'), 'TherapistSchedulePage'),
  adminPending: screen(() => import('./routes/admin/pending-appointments'), 'PendingAppointmentsPage'),
  adminRegister: screen(() => import('./routes/admin-register-page'), 'AdminRegisterPage'),
  parent: screen(() => import('./routes/parent/frame'), 'ParentLayout'),
  parentChildren: screen(() => import('./routes/parent/frame'), 'ParentChildrenPage'),
  parentChild: screen(() => import('./routes/parent/child'), 'ParentChildPage'),
  parentBook: screen(() => import('./routes/parent/book-appointment'), 'ParentBookAppointmentPage'),
  parentAppointments: screen(() => import('./routes/parent/appointments'), 'ParentAppointmentsPage'),
  doctor: screen(() => import('./routes/doctor/layout'), 'DoctorLayout'),
  doctorAppointments: screen(() => import('./routes/doctor/appointments'), 'DoctorAppointmentsPage'),
  doctorIep: screen(() => import('./routes/doctor/iep'), 'DoctorIepPage'),
  therapist: screen(() => import('./routes/therapist/layout'), 'TherapistLayout'),
  therapistIep: screen(() => import('./routes/therapist/iep'), 'TherapistIepPage'),
  adminIepReports: screen(() => import('./routes/admin/iep-reports'), 'AdminIepReportsPage'),
  adminEnquiries: screen(() => import('./routes/admin/enquiries'), 'AdminEnquiriesPage'),
  adminEnquiry: screen(() => import('./routes/admin/enquiries'), 'AdminEnquiryPage'),
  adminSchedule: screen(() => import('./routes/admin/schedule'), 'AdminSchedulePage'),
}

/** `?childId=` of the booking screens (a child's id, `new`, or absent) and of the IEP screens. */
const childIdSearch = (search: Record<string, unknown>): { childId?: string } =>
  typeof search.childId === 'string' && search.childId ? { childId: search.childId } : {}

/** The walk-in booking form's prefill from an enquiry ("Book assessment"): the enquiry's reference and fields. */
const BOOKING_PREFILL_KEYS = [
  'enquiry',
  'childName',
  'gender',
  'parentName',
  'email',
  'parentPhoneNo',
  'childConcerns',
] as const
export type BookingPrefillSearch = Partial<Record<(typeof BOOKING_PREFILL_KEYS)[number], string>>

const adminBookingSearch = (search: Record<string, unknown>): { childId?: string } & BookingPrefillSearch => {
  const prefill: BookingPrefillSearch = {}
  for (const key of BOOKING_PREFILL_KEYS) {
    const value = search[key]
    if (typeof value === 'string' && value) prefill[key] = value.slice(0, 2000)
  }
  return { ...childIdSearch(search), ...prefill }
}

/** The admin's appointments opened on one child's day (an appointment a new holiday or leave falls on). */
const appointmentsSearch = (search: Record<string, unknown>): { search?: string; from?: string; to?: string } => {
  const out: { search?: string; from?: string; to?: string } = {}
  if (typeof search.search === 'string' && search.search) out.search = search.search.slice(0, 200)
  for (const key of ['from', 'to'] as const) {
    const value = search[key]
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) out[key] = value
  }
  return out
}

/** The schedule's section, and the doctor whose week is open. */
const scheduleSearch = (search: Record<string, unknown>): { section?: ScheduleSection; doctor?: string } => ({
  ...(isScheduleSection(search.section) ? { section: search.section } : {}),
  ...(typeof search.doctor === 'string' && search.doctor ? { doctor: search.doctor.slice(0, 64) } : {}),
})

/** A calendar's `?date=` (YYYY-MM-DD) and `?view=` (day or week); anything else is left out. */
const calendarSearch = (search: Record<string, unknown>): { view?: 'day' | 'week'; date?: string } => ({
  ...(search.view === 'day' || search.view === 'week' ? { view: search.view } : {}),
  ...(typeof search.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(search.date) ? { date: search.date } : {}),
})

const rootRoute = createRootRoute({
  component: RootLayout,
  notFoundComponent: () => (
    <PublicFrame>
      <NotFoundPage />
    </PublicFrame>
  ),
})

// Public pages.

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'login',
  // `redirect`: the page a signed-out visitor asked for, opened after signing in (when their role may).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' && search.redirect ? { redirect: search.redirect } : {},
  beforeLoad: redirectSignedInUser,
  component: lazy.login,
})

// Parent registration shares the login page's frame.
const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: 'register', component: lazy.register })

// Password links (e-mailed): ask for one, and use one; both work signed in or out.
const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token ? { token: search.token } : {}
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: lazy.forgotPassword,
})
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: tokenSearch,
  component: lazy.resetPassword,
})
const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'set-password',
  validateSearch: tokenSearch,
  component: lazy.setPassword,
})

const publicRoute = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout })
// `?childId=`: the therapist or parent plays as that child (the dashboards' Games buttons).
const gamesRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'games',
  validateSearch: childIdSearch,
  component: lazy.games,
})
// A game's play screen: public, full-screen (no site frame: calm and uncluttered for the child), opened in a new
// tab from /games. `gameId` names the catalogue's game, `childId` the child a therapist or parent plays as.
const gamePlaySearch = (search: Record<string, unknown>): { gameId?: string; childId?: string } => ({
  ...(typeof search.gameId === 'string' && search.gameId ? { gameId: search.gameId.slice(0, 64) } : {}),
  ...childIdSearch(search),
})
const gamePlayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'games/play/$slug',
  validateSearch: gamePlaySearch,
  component: lazy.gamePlay,
})
const parentWrapperRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'parentwrapper',
  component: lazy.parentWrapper,
})

// Guarded pages: the layout's beforeLoad sends the signed-out to /login; each page's RoleGate shows 403.

const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: requireSession,
  component: lazy.signedIn,
})

const adminRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admindashboard',
  component: lazy.admin,
})
const adminIndexRoute = createRoute({ getParentRoute: () => adminRoute, path: '/', component: lazy.adminChildren })
const adminChildRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'child/$childId',
  component: lazy.adminChild,
})
const adminBookRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'appointment',
  validateSearch: adminBookingSearch,
  component: lazy.adminBook,
})
const adminAppointmentsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'viewappointment',
  validateSearch: appointmentsSearch,
  component: lazy.adminAppointments,
})
const adminPendingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'manageappointment',
  component: lazy.adminPending,
})
const adminCalendarRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'calendar',
  validateSearch: calendarSearch,
  component: lazy.adminCalendar,
})
const adminDaySheetRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'calendar/day-sheet',
  validateSearch: calendarSearch,
  component: lazy.adminDaySheet,
})
const adminRemindersRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'reminders',
  component: lazy.adminReminders,
})
const adminRegisterRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'register',
  component: lazy.adminRegister,
})
const adminIepReportsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'iepreports/$childId',
  component: lazy.adminIepReports,
})
const adminEnquiriesRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'jwlenquiries',
  component: lazy.adminEnquiries,
})
const adminEnquiryRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'jwlenquiries/$referenceId',
  component: lazy.adminEnquiry,
})
const adminScheduleRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'schedule',
  validateSearch: scheduleSearch,
  component: lazy.adminSchedule,
})
const adminSplatRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/admindashboard', replace: true })
  },
})

const parentRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'parentdashboard',
  component: lazy.parent,
})
const parentIndexRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: '/',
  loader: prefetchParentHome,
  component: lazy.parentChildren,
})
const parentChildRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'child/$childId',
  component: lazy.parentChild,
})
const parentBookRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'bookappointment',
  validateSearch: childIdSearch,
  loader: prefetchBookingPrefill,
  component: lazy.parentBook,
})
const parentReportsRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'reports',
  validateSearch: childIdSearch,
  component: lazy.parentGameReports,
})
const parentIepReportsRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'iepreports/$childId',
  component: lazy.iepReports,
})
// `?appointmentId=&action=cancel|move`: the home screen's Cancel and Reschedule open this appointment's screen.
const appointmentActionSearch = (
  search: Record<string, unknown>,
): { appointmentId?: string; action?: 'cancel' | 'move' } => ({
  ...(typeof search.appointmentId === 'string' && search.appointmentId
    ? { appointmentId: search.appointmentId.slice(0, 64) }
    : {}),
  ...(search.action === 'cancel' || search.action === 'move' ? { action: search.action } : {}),
})
const parentAppointmentsRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'viewappointments',
  validateSearch: appointmentActionSearch,
  component: lazy.parentAppointments,
})
const parentSplatRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: '$',
  beforeLoad: () => {
    throw redirect({ to: '/parentdashboard', replace: true })
  },
})

const doctorRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'doctordashboard',
  component: lazy.doctor,
})
const doctorIndexRoute = createRoute({ getParentRoute: () => doctorRoute, path: '/', component: lazy.doctorDashboard })
const doctorAppointmentsRoute = createRoute({
  getParentRoute: () => doctorRoute,
  path: 'viewappointment',
  component: lazy.doctorAppointments,
})
const doctorScheduleRoute = createRoute({
  getParentRoute: () => doctorRoute,
  path: 'schedule',
  component: lazy.doctorSchedule,
})
const doctorIepRoute = createRoute({
  getParentRoute: () => doctorRoute,
  path: 'iepdoctor',
  validateSearch: childIdSearch,
  component: lazy.doctorIep,
})
const therapistRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'therapistdashboard',
  component: lazy.therapist,
})
const therapistIndexRoute = createRoute({
  getParentRoute: () => therapistRoute,
  path: '/',
  component: lazy.therapistDashboard,
})
const therapistScheduleRoute = createRoute({
  getParentRoute: () => therapistRoute,
  path: 'schedule',
  component: lazy.therapistSchedule,
})
const therapistIepRoute = createRoute({
  getParentRoute: () => therapistRoute,
  path: 'iep',
  validateSearch: childIdSearch,
  component: lazy.therapistIep,
})
const profileRoute = createRoute({ getParentRoute: () => signedInRoute, path: 'profile', component: lazy.profile })
const reportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'reports',
  validateSearch: childIdSearch,
  component: lazy.reports,
})
const iepReportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'iepreports/$childId',
  component: lazy.iepReports,
})

const routeTree = rootRoute.addChildren([
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  setPasswordRoute,
  publicRoute.addChildren([gamesRoute, parentWrapperRoute]),
  gamePlayRoute,
  signedInRoute.addChildren([
    adminRoute.addChildren([
      adminIndexRoute,
      adminRegisterRoute,
      adminChildRoute,
      adminBookRoute,
      adminAppointmentsRoute,
      adminPendingRoute,
      adminCalendarRoute,
      adminDaySheetRoute,
      adminRemindersRoute,
      adminIepReportsRoute,
      adminEnquiriesRoute,
      adminEnquiryRoute,
      adminScheduleRoute,
      adminSplatRoute,
    ]),
    parentRoute.addChildren([
      parentIndexRoute,
      parentChildRoute,
      parentBookRoute,
      parentAppointmentsRoute,
      parentReportsRoute,
      parentIepReportsRoute,
      parentSplatRoute,
    ]),
    doctorRoute.addChildren([doctorIndexRoute, doctorAppointmentsRoute, doctorScheduleRoute, doctorIepRoute]),
    therapistRoute.addChildren([therapistIndexRoute, therapistScheduleRoute, therapistIepRoute]),
    profileRoute,
    reportsRoute,
    iepReportsRoute,
  ]),
])

/** A router of the portal's routes: real paths (no /app prefix), unknown paths render the root 404. */
export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    notFoundMode: 'root',
    scrollRestoration: true,
    defaultPreload: 'intent',
    ...options,
  })
}

/** The portal's router (main.tsx makes the browser's one). */
export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
