import { createRootRoute, createRoute, createRouter, linkOptions, redirect } from '@tanstack/react-router'
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
import {
  AdminDashboardPage,
  DoctorDashboardPage,
  ParentDashboardPage,
  TherapistDashboardPage,
} from './routes/dashboard-pages'
import { AdminRegisterPage } from './routes/admin-register-page'
import { LoginPage } from './routes/login-page'
import { GamesPage, IepReportsPage, ParentWrapperPage, ReportsPage } from './routes/placeholder-pages'
import { ProfilePage } from './routes/profile-page'
import { RegisterPage } from './routes/register-page'

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
  beforeLoad: redirectSignedInUser,
  component: LoginPage,
})

// Parent registration shares the login page's frame.
const registerRoute = createRoute({ getParentRoute: () => rootRoute, path: 'register', component: RegisterPage })

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
const adminIndexRoute = createRoute({ getParentRoute: () => adminRoute, path: '/', component: AdminDashboardPage })
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
const parentIndexRoute = createRoute({ getParentRoute: () => parentRoute, path: '/', component: ParentDashboardPage })
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
  component: DoctorDashboardPage,
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
  publicRoute.addChildren([gamesRoute, parentWrapperRoute]),
  signedInRoute.addChildren([
    adminRoute.addChildren([adminIndexRoute, adminRegisterRoute, adminSplatRoute]),
    parentRoute.addChildren([parentIndexRoute, parentSplatRoute]),
    doctorRoute,
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
