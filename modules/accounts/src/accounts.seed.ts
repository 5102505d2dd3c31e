import type { NewChild } from '@app/children'
import type { Role } from '@app/platform/roles'

/** The demo accounts of the README, created on a development database only. */
export interface DemoAccount {
  username: string
  role: Role
  name: string
  /** Branch name (as seeded) for staff, or for a parent the branch of their one child. */
  branch?: string
  child?: Pick<NewChild, 'name' | 'dob' | 'gender' | 'schoolName' | 'schoolBoard'>
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { username: 'demo-admin', role: 'admin', name: 'Anita Rao', branch: 'Barkatpura Centre' },
  { username: 'demo-admin2', role: 'admin', name: 'Kiran Reddy', branch: 'Kukatpally Centre' },
  { username: 'demo-doctor', role: 'doctor', name: 'Dr. Meera Iyer', branch: 'Barkatpura Centre' },
  { username: 'demo-therapist', role: 'therapist', name: 'Sana Fatima', branch: 'Barkatpura Centre' },
  {
    username: 'demo-parent',
    role: 'parent',
    name: 'Ravi Kumar',
    branch: 'Barkatpura Centre',
    child: {
      name: 'Aarav Kumar',
      dob: '2018-06-14',
      gender: 'Male',
      schoolName: 'Sunrise Public School',
      schoolBoard: 'CBSE',
    },
  },
  {
    username: 'demo-parent2',
    role: 'parent',
    name: 'Lakshmi Devi',
    branch: 'Kukatpally Centre',
    child: {
      name: 'Diya Sharma',
      dob: '2016-11-02',
      gender: 'Female',
      schoolName: 'Green Valley School',
      schoolBoard: 'SSC',
    },
  },
  { username: 'demo-editor', role: 'editor', name: 'Content Editor' },
  { username: 'demo-superadmin', role: 'superadmin', name: 'Super Admin' },
]
