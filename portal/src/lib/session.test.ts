import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  clearSession,
  decodeToken,
  getSession,
  getValidSession,
  isSessionExpired,
  roleDashboardPath,
  roleLabel,
  setSession,
  subscribeSession,
} from './session'
import { MemoryStorage, makeToken, nowSeconds } from '../test/helpers'

describe('roleDashboardPath', () => {
  it.each([
    ['admin', '/admindashboard'],
    ['parent', '/parentdashboard'],
    ['doctor', '/doctordashboard'],
    ['therapist', '/therapistdashboard'],
    ['editor', '/admin'],
    ['superadmin', '/admin'],
  ])('sends %s to %s', (role, path) => {
    expect(roleDashboardPath(role)).toBe(path)
  })

  it('sends an unknown or missing role back to /login', () => {
    expect(roleDashboardPath('janitor')).toBe('/login')
    expect(roleDashboardPath(null)).toBe('/login')
    expect(roleDashboardPath(undefined)).toBe('/login')
  })
})

describe('roleLabel', () => {
  it('capitalises the role for "{Role} Dashboard"', () => {
    expect(roleLabel('admin')).toBe('Admin')
    expect(roleLabel('therapist')).toBe('Therapist')
  })
})

describe('decodeToken', () => {
  it('reads user id, role, centre and expiry from the payload', () => {
    const exp = nowSeconds() + 3600
    const token = makeToken({ user: { _id: 'u1', role: 'admin', centreId: 'c9' }, sid: 's', iat: 1, exp })
    expect(decodeToken(token)).toEqual({ token, role: 'admin', userId: 'u1', centreId: 'c9', expiresAt: exp })
  })

  it('treats a null or absent centre as null', () => {
    expect(decodeToken(makeToken({ user: { _id: 'p1', role: 'parent', centreId: null } }))?.centreId).toBeNull()
    expect(decodeToken(makeToken({ user: { _id: 'p1', role: 'parent' } }))?.centreId).toBeNull()
  })

  it('rejects tokens that are not JWTs or lack the user object', () => {
    expect(decodeToken('not-a-token')).toBeNull()
    expect(decodeToken(makeToken({ id: 'u1', role: 'admin' }))).toBeNull()
    expect(decodeToken(makeToken({ user: { role: 'admin' } }))).toBeNull()
  })
})

describe('isSessionExpired', () => {
  const now = Date.UTC(2030, 0, 1, 12)

  it('is expired when exp is in the past', () => {
    expect(isSessionExpired({ expiresAt: now / 1000 - 1 }, now)).toBe(true)
  })

  it('is expired at the exact expiry second', () => {
    expect(isSessionExpired({ expiresAt: now / 1000 }, now)).toBe(true)
  })

  it('is valid when exp is in the future', () => {
    expect(isSessionExpired({ expiresAt: now / 1000 + 60 }, now)).toBe(false)
  })

  it('is valid when the token carries no expiry', () => {
    expect(isSessionExpired({ expiresAt: null }, now)).toBe(false)
  })
})

describe('session storage', () => {
  let storage: MemoryStorage

  beforeEach(() => {
    storage = new MemoryStorage()
    vi.stubGlobal('sessionStorage', storage)
  })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('stores token, role, centreId and {role}Id from the token', () => {
    const token = makeToken({ user: { _id: 'd7', role: 'doctor', centreId: 'c2' }, exp: nowSeconds() + 60 })
    const session = setSession(token)

    expect(session?.userId).toBe('d7')
    expect(storage.getItem('token')).toBe(token)
    expect(storage.getItem('role')).toBe('doctor')
    expect(storage.getItem('centreId')).toBe('c2')
    expect(storage.getItem('doctorId')).toBe('d7')
  })

  it('does not store a centreId when the token has none', () => {
    setSession(makeToken({ user: { _id: 'p1', role: 'parent', centreId: null } }))
    expect(storage.getItem('centreId')).toBeNull()
    expect(storage.getItem('parentId')).toBe('p1')
  })

  it('refuses an unreadable token and stores nothing', () => {
    expect(setSession('garbage')).toBeNull()
    expect(storage.length).toBe(0)
  })

  it('clears every key it stored, and leaves unrelated keys alone', () => {
    storage.setItem('unrelated', 'keep')
    setSession(makeToken({ user: { _id: 'a1', role: 'admin', centreId: 'c1' } }))
    storage.setItem('childId', 'ch1')

    clearSession()

    for (const key of ['token', 'role', 'centreId', 'adminId', 'childId']) expect(storage.getItem(key)).toBeNull()
    expect(storage.getItem('unrelated')).toBe('keep')
    expect(getSession()).toBeNull()
  })

  it('returns the same snapshot until the token changes, and notifies subscribers', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeSession(listener)
    setSession(makeToken({ user: { _id: 't1', role: 'therapist' } }))

    expect(getSession()).toBe(getSession())
    expect(listener).toHaveBeenCalledTimes(1)

    clearSession()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('getValidSession ignores an expired stored token', () => {
    setSession(makeToken({ user: { _id: 'a1', role: 'admin' }, exp: nowSeconds() - 10 }))
    expect(getSession()).not.toBeNull()
    expect(getValidSession()).toBeNull()
  })
})
