import type { Payload } from 'payload'
import { DEMO_ACCOUNTS, demoFamilies, type AccountsModule } from '@app/accounts'
import type { AppointmentsModule, DemoPatient } from '@app/appointments'
import type { CentresModule } from '@app/centres'
import type { ChildrenModule } from '@app/children'
import type { IepModule } from '@app/iep'
import type { GamesModule } from '@app/games'
import type { EnquiriesModule } from '@app/enquiries'
import type { ScheduleModule } from '@app/schedule'
import { seedBranchImage, seedSiteContent } from '@app/cms/seed'
import { ConfigError, type AppConfig, type Logger } from '@app/platform'

interface SeedDeps {
  payload: Payload
  config: AppConfig
  log: Logger
  accounts: AccountsModule
  centres: CentresModule
  children: ChildrenModule
  appointments: AppointmentsModule
  iep: IepModule
  enquiries: EnquiriesModule
  games: GamesModule
  schedule: ScheduleModule
}

/**
 * First-start content and accounts. Every step checks before it writes, so running it on every
 * start is safe and nothing an editor or a user changed is ever overwritten.
 */
export async function seedFirstStart({
  payload,
  config,
  log,
  accounts,
  centres,
  children,
  appointments,
  iep,
  enquiries,
  games,
  schedule,
}: SeedDeps): Promise<void> {
  // First, so a production start without a superadmin fails at once, before seconds of seeding pictures.
  await ensureSuperadmin({ config, log, accounts })
  const branches = await centres.service.seedBranches({ imageFor: (position) => seedBranchImage(payload, position) })
  if (branches) log.info({ branches }, 'seeded the branches')
  const questions = await enquiries.seedQuestions()
  if (questions) log.info({ questions }, 'seeded the enquiry questionnaire')
  const catalogue = await games.seedGames()
  if (catalogue) log.info({ games: catalogue }, 'seeded the learning games')
  // After the questionnaire and the games: the site content's last step seeds the Telugu and Hindi of those too.
  const content = await seedSiteContent(payload)
  if (content.length) log.info({ content }, 'seeded the website content')

  if (config.seedDemoAccounts) {
    await seedDemoAccounts({ config, log, accounts, centres, children })
    await seedDemoFamilies({ config, log, accounts, centres, children, appointments })
    await seedDemoIep({ log, accounts, children, iep })
    await seedDemoGames({ log, accounts, children, games })
    await seedDemoEnquiries({ log, accounts, enquiries })
  }
  // After the accounts, so the doctors there are get their week written down.
  await seedSchedule({ log, accounts, centres, schedule })
}

/**
 * Every branch's week and 2026-2027 holidays, and every doctor's week (docs/product.md §5.6): real data, so in
 * production too. Doctors registered later work the default week until their centre saves one.
 */
async function seedSchedule({
  log,
  accounts,
  centres,
  schedule,
}: Pick<SeedDeps, 'log' | 'accounts' | 'centres' | 'schedule'>) {
  const branches = await centres.service.listCentres()
  const doctors = []
  for (const branch of branches) {
    const { doctors: ofBranch } = await accounts.service.listDoctors(branch._id)
    doctors.push(...ofBranch.map((doctor) => ({ _id: doctor._id, centreId: branch._id })))
  }
  const seeded = await schedule.seedSchedule({ centreIds: branches.map((branch) => branch._id), doctors })
  if (seeded.centres || seeded.holidays || seeded.doctors) log.info(seeded, 'seeded the schedule')
}

/** demo-admin's centre gets a few enquiries (new, late, contacted, archived), so JWL Enquiries is not empty. */
async function seedDemoEnquiries({ log, accounts, enquiries }: Pick<SeedDeps, 'log' | 'accounts' | 'enquiries'>) {
  const admin = await accounts.service.findByUsername('demo-admin')
  if (admin?.role !== 'admin' || !admin.centreId) return
  const seeded = await enquiries.seedDemoEnquiries({
    centreId: admin.centreId,
    admin: { _id: admin._id, name: admin.name ?? 'Admin' },
  })
  if (seeded) log.info({ seeded }, 'seeded the demo enquiries')
}

/** demo-parent's child gets an IEP in progress, so every IEP screen has something in it. */
async function seedDemoIep({ log, accounts, children, iep }: Pick<SeedDeps, 'log' | 'accounts' | 'children' | 'iep'>) {
  const [parent, doctor, therapist] = await Promise.all(
    ['demo-parent', 'demo-doctor', 'demo-therapist'].map((username) => accounts.service.findByUsername(username)),
  )
  if (!parent || doctor?.role !== 'doctor' || therapist?.role !== 'therapist') return
  const child = (await children.service.listForParent(parent._id)).find(
    (own) => own.doctorId?._id === doctor._id && own.therapistId?._id === therapist._id,
  )
  if (!child) return
  const seeded = await iep.seedDemoIep({
    childId: child._id,
    doctor: { _id: doctor._id, name: doctor.name ?? 'Doctor' },
    therapist: { _id: therapist._id, name: therapist.name ?? 'Therapist' },
  })
  if (seeded) log.info({ childId: child._id }, 'seeded the demo IEP')
}

/** demo-parent's child has a fortnight of game results, so the Game Reports and progress are not empty. */
async function seedDemoGames({
  log,
  accounts,
  children,
  games,
}: Pick<SeedDeps, 'log' | 'accounts' | 'children' | 'games'>) {
  const [parent, therapist] = await Promise.all(
    ['demo-parent', 'demo-therapist'].map((username) => accounts.service.findByUsername(username)),
  )
  if (!parent || therapist?.role !== 'therapist') return
  const child = (await children.service.listForParent(parent._id)).find((own) => own.therapistId?._id === therapist._id)
  if (!child) return
  const seeded = await games.seedDemoResults({ childId: child._id, therapistId: therapist._id, parentId: parent._id })
  if (seeded) log.info({ childId: child._id, sessions: seeded }, 'seeded the demo game results')
}

/**
 * About thirty children per demo centre (ten families), with a mix of statuses, and a history of
 * appointments for the demo doctor, so every list a newcomer opens has something in it. Each family,
 * child and the appointments are checked before they are written, so restarts add nothing.
 */
async function seedDemoFamilies({
  config,
  log,
  accounts,
  centres,
  children,
  appointments,
}: Omit<SeedDeps, 'payload' | 'iep' | 'enquiries' | 'games' | 'schedule'>) {
  const branches = await centres.service.listBranches()
  const [admin, doctor, therapist, demoParent] = await Promise.all(
    ['demo-admin', 'demo-doctor', 'demo-therapist', 'demo-parent'].map((username) =>
      accounts.service.findByUsername(username),
    ),
  )
  const patients: DemoPatient[] = []
  let createdChildren = 0
  for (const family of demoFamilies()) {
    const branch = branches.find(({ name }) => name === family.branch)
    if (!branch) continue
    const parent =
      (await accounts.service.findByUsername(family.username)) ??
      (await accounts.service.createUser({
        username: family.username,
        password: config.demoPassword,
        role: 'parent',
        name: family.name,
        email: `${family.username}@example.com`,
        mobilenumber: '9000000000',
        address: 'Hyderabad, Telangana',
        centreId: null,
      }))
    for (const child of family.children) {
      let stored = await children.service.findParentsChild(parent._id, child.name, child.dob)
      if (!stored) {
        const { admitStatus, ...details } = child
        // Active children at the demo doctor's centre get the demo doctor and therapist (which admits them).
        const staffed =
          admitStatus === 'active' &&
          admin?.centreId === branch._id &&
          doctor?.centreId === branch._id &&
          therapist?.centreId === branch._id
        stored = await children.service.registerChild({
          ...details,
          parentId: parent._id,
          centreId: branch._id,
          admitStatus: staffed ? 'pending' : admitStatus,
        })
        if (staffed && admin && doctor && therapist) {
          await children.service.assignStaff({ _id: admin._id, role: 'admin', centreId: branch._id }, stored._id, {
            doctorId: doctor._id,
            therapistId: therapist._id,
          })
        }
        createdChildren += 1
      }
      if (doctor?.centreId === branch._id && stored.admitStatus !== 'inactive') {
        patients.push({
          childId: stored._id,
          childName: stored.name,
          parentId: parent._id,
          parentName: family.name,
          email: `${family.username}@example.com`,
          schoolName: child.schoolName,
          schoolBoard: child.schoolBoard,
          classGrade: child.classGrade,
        })
      }
    }
  }
  if (createdChildren) log.info({ children: createdChildren }, 'seeded the demo families and their children')

  // demo-parent's own child comes first, so the demo parent's appointment list is not empty either.
  if (demoParent) {
    const [own] = await children.service.listForParent(demoParent._id)
    if (own) {
      patients.unshift({
        childId: own._id,
        childName: own.name,
        parentId: demoParent._id,
        parentName: demoParent.name ?? 'Ravi Kumar',
        email: demoParent.email ?? 'demo-parent@example.com',
        schoolName: own.schoolName ?? '',
        schoolBoard: own.schoolBoard ?? '',
        classGrade: own.classGrade ?? '',
      })
    }
  }
  if (doctor?.role === 'doctor' && doctor.centreId) {
    const seeded = await appointments.seedDemoAppointments({
      doctorId: doctor._id,
      centreId: doctor.centreId,
      patients,
    })
    if (seeded) log.info({ appointments: seeded }, 'seeded the demo appointments')
  }
}

async function seedDemoAccounts({
  config,
  log,
  accounts,
  centres,
  children,
}: Omit<SeedDeps, 'payload' | 'appointments' | 'iep' | 'enquiries' | 'games' | 'schedule'>) {
  const created: string[] = []
  const branches = await centres.service.listBranches()
  for (const demo of DEMO_ACCOUNTS) {
    if (await accounts.service.findByUsername(demo.username)) continue
    const branch = demo.branch ? branches.find(({ name }) => name === demo.branch) : undefined
    if (demo.branch && !branch) {
      log.warn(
        { username: demo.username, branch: demo.branch },
        'demo account skipped: its branch was renamed or removed',
      )
      continue
    }
    const user = await accounts.service.createUser({
      username: demo.username,
      password: config.demoPassword,
      role: demo.role,
      name: demo.name,
      email: `${demo.username}@example.com`,
      mobilenumber: '9000000000',
      address: demo.role === 'parent' ? 'Hyderabad, Telangana' : undefined,
      centreId: demo.role === 'parent' ? null : (branch?._id ?? null),
    })
    if (demo.child && branch) {
      await children.service.registerChild({
        ...demo.child,
        parentId: user._id,
        centreId: branch._id,
        admitStatus: 'active',
      })
    }
    created.push(demo.username)
  }
  if (created.length)
    log.info({ accounts: created }, 'seeded demo accounts (password from DEMO_PASSWORD, default Demo@12345)')

  // demo-parent's child is seen by demo-doctor and demo-therapist (their dashboards are not empty).
  const [parent, doctor, therapist] = await Promise.all(
    ['demo-parent', 'demo-doctor', 'demo-therapist'].map((username) => accounts.service.findByUsername(username)),
  )
  if (parent && doctor?.role === 'doctor' && therapist?.role === 'therapist') {
    const assigned = await children.service.assignDemoStaff({
      parentId: parent._id,
      doctor,
      therapist,
    })
    if (assigned) log.info({ assigned }, 'assigned the demo doctor and therapist to the demo child')
  }
}

async function ensureSuperadmin({ config, log, accounts }: Pick<SeedDeps, 'config' | 'log' | 'accounts'>) {
  if (!config.isProduction || (await accounts.service.countByRole('superadmin')) > 0) return
  if (!config.initialSuperadmin) {
    throw new ConfigError(
      'No superadmin exists yet. Set SUPERADMIN_USERNAME and SUPERADMIN_PASSWORD (and optionally SUPERADMIN_EMAIL) for the first production start.',
    )
  }
  const { username, password, email } = config.initialSuperadmin
  await accounts.service.createUser({ username, password, email, role: 'superadmin', name: 'Superadmin' })
  log.info({ username }, 'created the first superadmin from the environment')
}
