import { describe, expect, it } from 'vitest'
import { afterSignInPath } from './access'

describe('afterSignInPath', () => {
  it("opens the asked-for page when it is in the role's area or a page the role shares", () => {
    expect(afterSignInPath('parent', '/parentdashboard/viewappointments')).toBe('/parentdashboard/viewappointments')
    expect(afterSignInPath('parent', '/parentdashboard/bookappointment?childId=abc')).toBe(
      '/parentdashboard/bookappointment?childId=abc',
    )
    expect(afterSignInPath('admin', '/profile')).toBe('/profile')
    expect(afterSignInPath('doctor', '/reports?childId=1')).toBe('/reports?childId=1')
    // The home practice's Sign in brings a parent back to it.
    expect(afterSignInPath('parent', '/parentwrapper')).toBe('/parentwrapper')
  })

  it("falls back to the dashboard for another role's page, another site or nothing asked", () => {
    expect(afterSignInPath('parent', '/admindashboard/viewappointment')).toBeUndefined()
    expect(afterSignInPath('admin', '/parentdashboardx')).toBeUndefined()
    expect(afterSignInPath('admin', '//evil.example/admindashboard')).toBeUndefined()
    expect(afterSignInPath('admin', 'https://evil.example/admindashboard')).toBeUndefined()
    expect(afterSignInPath('admin', undefined)).toBeUndefined()
    expect(afterSignInPath('editor', '/profile')).toBeUndefined()
  })
})
