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

/** A demo family: a parent account and its children, with the admission status each child shows. */
export interface DemoFamily {
  username: string
  name: string
  branch: string
  children: Array<{
    name: string
    dob: string
    gender: 'Male' | 'Female' | 'Others'
    schoolName: string
    schoolBoard: NonNullable<NewChild['schoolBoard']>
    classGrade: string
    admitStatus: 'active' | 'inactive' | 'pending'
  }>
}

const FAMILY_NAMES = [
  ['Suresh Reddy', 'Reddy'],
  ['Farah Khan', 'Khan'],
  ['Venkat Rao', 'Rao'],
  ['Priya Nair', 'Nair'],
  ['Mohammed Ali', 'Ali'],
  ['Kavitha Goud', 'Goud'],
  ['Arjun Varma', 'Varma'],
  ['Sunita Jain', 'Jain'],
  ['Ramesh Naidu', 'Naidu'],
  ['Deepa Menon', 'Menon'],
  ['Harish Patel', 'Patel'],
  ['Nandini Rao', 'Rao'],
  ['Imran Siddiqui', 'Siddiqui'],
  ['Lavanya Pillai', 'Pillai'],
  ['Srinivas Chary', 'Chary'],
  ['Ayesha Begum', 'Begum'],
  ['Gopal Krishna', 'Krishna'],
  ['Meena Iyengar', 'Iyengar'],
  ['Rahul Sharma', 'Sharma'],
  ['Swathi Reddy', 'Reddy'],
] as const
const CHILD_NAMES = [
  ['Aditya', 'Male'],
  ['Ananya', 'Female'],
  ['Ishaan', 'Male'],
] as const
const SCHOOLS: Array<[string, NonNullable<NewChild['schoolBoard']>]> = [
  ['Sunrise Public School', 'CBSE'],
  ['Green Valley School', 'SSC'],
  ['St. Ann’s High School', 'ICSE'],
  ['Oakridge International', 'Cambridge (IB)'],
] as const
// Roughly half active, a third pending, the rest inactive: every badge of the children list shows.
const STATUSES = ['active', 'pending', 'active', 'inactive', 'active', 'pending'] as const

/** Ten families of three children at each demo branch (about 30 children per centre), made the same every time. */
export function demoFamilies(): DemoFamily[] {
  const branches = [
    ['Barkatpura Centre', 'bkp'],
    ['Kukatpally Centre', 'kkp'],
  ] as const
  return branches.flatMap(([branch, code], b) =>
    FAMILY_NAMES.slice(b * 10, b * 10 + 10).map(([name, surname], f) => ({
      username: `demo-family-${code}-${String(f + 1).padStart(2, '0')}`,
      name,
      branch,
      children: CHILD_NAMES.map(([first, gender], c) => {
        const n = f * 3 + c
        const [schoolName, schoolBoard] = SCHOOLS[n % SCHOOLS.length]
        const year = 2013 + ((n * 7 + b) % 10)
        const month = String(((n * 5) % 12) + 1).padStart(2, '0')
        const day = String(((n * 11) % 27) + 1).padStart(2, '0')
        return {
          name: `${first} ${surname}`,
          dob: `${year}-${month}-${day}`,
          gender,
          schoolName,
          schoolBoard,
          classGrade: String(Math.max(1, 2024 - year - 5)),
          admitStatus: STATUSES[(n + b) % STATUSES.length],
        }
      }),
    })),
  )
}
