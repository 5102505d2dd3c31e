import type { Payload } from 'payload'
import { DEMO_ACCOUNTS, type AccountsModule } from '@app/accounts'
import type { CentresModule } from '@app/centres'
import type { ChildrenModule } from '@app/children'
import { seedBranchImage, seedSiteContent } from '@app/cms/seed'
import { ConfigError, type AppConfig, type Logger } from '@app/platform'

interface SeedDeps {
  payload: Payload
  config: AppConfig
  log: Logger
  accounts: AccountsModule
  centres: CentresModule
  children: ChildrenModule
}

/**
 * First-start content and accounts. Every step checks before it writes, so running it on every
 * start is safe and nothing an editor or a user changed is ever overwritten.
 */
export async function seedFirstStart({ payload, config, log, accounts, centres, children }: SeedDeps): Promise<void> {
  // First, so a production start without a superadmin fails at once, before seconds of seeding pictures.
  await ensureSuperadmin({ config, log, accounts })
  const branches = await centres.service.seedBranches({ imageFor: (position) => seedBranchImage(payload, position) })
  if (branches) log.info({ branches }, 'seeded the branches')
  const content = await seedSiteContent(payload)
  if (content.length) log.info({ content }, 'seeded the website content')

  if (config.seedDemoAccounts) await seedDemoAccounts({ config, log, accounts, centres, children })
}

async function seedDemoAccounts({ config, log, accounts, centres, children }: Omit<SeedDeps, 'payload'>) {
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
