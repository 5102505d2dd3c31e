import type { ChildDto } from '@app/children'
import { createSignedInUser, unique } from './accounts.ts'
import type { startTestServer } from './server.ts'

type TestServer = Awaited<ReturnType<typeof startTestServer>>

/** Records a child straight through the children module (as registration and booking do). */
export function createChild(
  server: TestServer,
  {
    parentId,
    centreId,
    name = `Child ${unique()}`,
    schoolName = 'Sunrise Public School',
    admitStatus = 'pending',
    dob = '2018-06-14',
    gender = 'Male',
  }: {
    parentId: string
    centreId: string
    name?: string
    schoolName?: string
    admitStatus?: 'active' | 'inactive' | 'pending'
    dob?: string
    gender?: 'Male' | 'Female' | 'Others'
  },
): Promise<ChildDto> {
  return server.app.modules.children.service.registerChild({
    name,
    dob,
    gender,
    schoolName,
    schoolBoard: 'CBSE',
    parentId,
    centreId,
    admitStatus,
  })
}

/**
 * A centre's cast for one test: its admin, a doctor, a therapist and a parent with one child there,
 * each signed in with an account of the test's own.
 */
export async function centreWithChild(server: TestServer, centreId: string) {
  const [admin, doctor, therapist, parent] = await Promise.all([
    createSignedInUser(server, { role: 'admin', centreId, name: 'Admin Test' }),
    createSignedInUser(server, { role: 'doctor', centreId, name: `Dr. ${unique()}` }),
    createSignedInUser(server, { role: 'therapist', centreId, name: `Therapist ${unique()}` }),
    createSignedInUser(server, { role: 'parent', name: `Parent ${unique()}` }),
  ])
  const child = await createChild(server, { parentId: parent.user._id, centreId })
  return { admin, doctor, therapist, parent, child }
}
