import { createRootRoute, createRoute, createRouter, linkOptions, Outlet, redirect } from '@tanstack/react-router'
import {
  CalendarCheck,
  CalendarDays,
  CalendarPlus,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  UserPlus,
} from 'lucide-react'
import { NotFoundPage } from '../components/layout/not-found-page'
import { RoleGate } from '../features/auth/components/role-gate'
import { SideMenuLayout, type SideMenuItem } from '../features/shell/components/side-menu-layout'
import { redirectSignedInUser, requireSession } from './guards'
import { PublicFrame, PublicLayout } from './layouts/public-layout'
import { RootLayout } from './layouts/root-layout'
import { SignedInLayout } from './layouts/signed-in-layout'
import { DoctorDashboardPage, TherapistDashboardPage } from './routes/dashboard-pages'
import {
  AdminAppointmentsPage,
  DoctorAppointmentsPage,
  ParentAppointmentsPage,
  PendingAppointmentsPage,
} from '../features/appointments/pages'
import { AdminBookAppointmentPage, ParentBookAppointmentPage } from '../features/booking/pages'
import {
  AdminChildDetailsPage,
  AdminChildrenPage,
  ParentChildDetailsPage,
  ParentChildrenPage,
} from '../features/children/pages'
import { AdminRegisterPage } from './routes/admin-register-page'
import { LoginPage } from './routes/login-page'
import { ForgotPasswordPage, SetPasswordPage } from './routes/password-pages'
import {
  GamesPage,
  IepReportsPage,
  ParentGameReportsPage,
  ParentWrapperPage,
  ReportsPage,
} from './routes/placeholder-pages'
import { ProfilePage } from './routes/profile-page'
import { RegisterPage } from './routes/register-page'

/** `?childId=` of the booking screens: a child's id, `new`, or absent. */
const childIdSearch = (search: Record<string, unknown>): { childId?: string } =>
  typeof search.childId === 'string' && search.childId ? { childId: search.childId } : {}

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
  component: function LoginRoute() {
    return <LoginPage redirectTo={loginRoute.useSearch().redirect} />
  },
})

// Parent registration shares the login page's frame.
const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: 'register', component: RegisterPage })

// Password links (e-mailed): ask for one, and use one; both work signed in or out.
const tokenSearch = (search: Record<string, unknown>): { token?: string } =>
  typeof search.token === 'string' && search.token ? { token: search.token } : {}
const forgotPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'forgot-password',
  component: ForgotPasswordPage,
})
const resetPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'reset-password',
  validateSearch: tokenSearch,
  component: function ResetPasswordRoute() {
    return <SetPasswordPage purpose="reset" token={resetPasswordRoute.useSearch().token ?? ''} />
  },
})
const setPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'set-password',
  validateSearch: tokenSearch,
  component: function SetPasswordRoute() {
    return <SetPasswordPage purpose="set" token={setPasswordRoute.useSearch().token ?? ''} />
  },
})

const publicRoute = createRoute({ getParentRoute: () => rootRoute, id: 'public', component: PublicLayout })
const gamesRoute = createRoute({ getParentRoute: () => publicRoute, path: 'games', component: GamesPage })
const parentWrapperRoute = createRoute({
  getParentRoute: () => publicRoute,
  path: 'parentwrapper',
  component: ParentWrapperPage,
})

// Guarded pages: the layout's beforeLoad sends the signed-out to /login; each page's RoleGate shows 403.

const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'signed-in',
  beforeLoad: requireSession,
  component: SignedInLayout,
})

// Sub-screens of the admin and parent dashboards that do not exist yet (and unknown paths) go home.
const adminMenu: SideMenuItem[] = [
  { label: 'Dashboard', icon: LayoutDashboard, href: '/admindashboard', link: linkOptions({ to: '/admindashboard' }) },
  {
    label: 'Register',
    icon: UserPlus,
    href: '/admindashboard/register',
    link: linkOptions({ to: '/admindashboard/register' }),
  },
  ...(
    [
      ['View Appointments', CalendarDays, 'viewappointment'],
      ['Manage Appointments', CalendarCheck, 'manageappointment'],
      ['JWL Enquiries', Inbox, 'jwlenquiries'],
    ] as const
  ).map(([label, icon, sub]) => ({
    label,
    icon,
    href: `/admindashboard/${sub}`,
    link: linkOptions({ to: '/admindashboard/$', params: { _splat: sub } }),
  })),
]

const parentMenu: SideMenuItem[] = [
  {
    label: 'Dashboard',
    icon: LayoutDashboard,
    href: '/parentdashboard',
    link: linkOptions({ to: '/parentdashboard' }),
  },
  ...(
    [
      ['Book Appointment', CalendarPlus, 'bookappointment'],
      ['View Appointments', ClipboardList, 'viewappointments'],
    ] as const
  ).map(([label, icon, sub]) => ({
    label,
    icon,
    href: `/parentdashboard/${sub}`,
    link: linkOptions({ to: '/parentdashboard/$', params: { _splat: sub } }),
  })),
]

const adminRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'admindashboard',
  component: () => (
    <RoleGate roles={['admin']}>
      <SideMenuLayout title="Admin menu" items={adminMenu} />
    </RoleGate>
  ),
})
const adminIndexRoute = createRoute({ getParentRoute: () => adminRoute, path: '/', component: AdminChildrenPage })
const adminChildRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'child/$childId',
  component: function AdminChildRoute() {
    const { childId } = adminChildRoute.useParams()
    return <AdminChildDetailsPage childId={childId} />
  },
})
const adminBookRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'appointment',
  validateSearch: childIdSearch,
  component: function AdminBookRoute() {
    const { childId } = adminBookRoute.useSearch()
    return <AdminBookAppointmentPage key={childId ?? ''} childId={childId} />
  },
})
const adminAppointmentsRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'viewappointment',
  component: AdminAppointmentsPage,
})
const adminPendingRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'manageappointment',
  component: PendingAppointmentsPage,
})
const adminRegisterRoute = createRoute({
  getParentRoute: () => adminRoute,
  path: 'register',
  component: AdminRegisterPage,
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
  component: () => (
    <RoleGate roles={['parent']}>
      <SideMenuLayout title="Parent menu" items={parentMenu} />
    </RoleGate>
  ),
})
const parentIndexRoute = createRoute({ getParentRoute: () => parentRoute, path: '/', component: ParentChildrenPage })
const parentChildRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'child/$childId',
  component: function ParentChildRoute() {
    const { childId } = parentChildRoute.useParams()
    return <ParentChildDetailsPage childId={childId} />
  },
})
const parentBookRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'bookappointment',
  validateSearch: childIdSearch,
  component: function ParentBookRoute() {
    const { childId } = parentBookRoute.useSearch()
    return <ParentBookAppointmentPage key={childId ?? ''} childId={childId} />
  },
})
const parentReportsRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'reports',
  validateSearch: childIdSearch,
  component: ParentGameReportsPage,
})
const parentIepReportsRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'iepreports/$childId',
  component: IepReportsPage,
})
const parentAppointmentsRoute = createRoute({
  getParentRoute: () => parentRoute,
  path: 'viewappointments',
  component: ParentAppointmentsPage,
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
  component: () => (
    <RoleGate roles={['doctor']}>
      <Outlet />
    </RoleGate>
  ),
})
const doctorIndexRoute = createRoute({ getParentRoute: () => doctorRoute, path: '/', component: DoctorDashboardPage })
const doctorAppointmentsRoute = createRoute({
  getParentRoute: () => doctorRoute,
  path: 'viewappointment',
  component: DoctorAppointmentsPage,
})
const therapistRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'therapistdashboard',
  component: TherapistDashboardPage,
})
const profileRoute = createRoute({ getParentRoute: () => signedInRoute, path: 'profile', component: ProfilePage })
const reportsRoute = createRoute({ getParentRoute: () => signedInRoute, path: 'reports', component: ReportsPage })
const iepReportsRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: 'iepreports/$childId',
  component: IepReportsPage,
})

const routeTree = rootRoute.addChildren([
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  setPasswordRoute,
  publicRoute.addChildren([gamesRoute, parentWrapperRoute]),
  signedInRoute.addChildren([
    adminRoute.addChildren([
      adminIndexRoute,
      adminRegisterRoute,
      adminChildRoute,
      adminBookRoute,
      adminAppointmentsRoute,
      adminPendingRoute,
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
    doctorRoute.addChildren([doctorIndexRoute, doctorAppointmentsRoute]),
    therapistRoute,
    profileRoute,
    reportsRoute,
    iepReportsRoute,
  ]),
])

/** The portal's router: real paths (no /app prefix), unknown paths render the root 404. */
export const router = createRouter({
  routeTree,
  notFoundMode: 'root',
  scrollRestoration: true,
  defaultPreload: 'intent',
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}
