import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../../lib/api'
import { jsonResponse, MemoryStorage } from '../../../test/helpers'
import { loginErrorMessage, loginSchema, loginWithPassword } from './login'

function issuesOf(input: unknown): Record<string, string | undefined> {
  const result = v.safeParse(loginSchema, input)
  if (result.success) return {}
  const flat = v.flatten<typeof loginSchema>(result.issues).nested ?? {}
  return { username: flat.username?.[0], password: flat.password?.[0] }
}

describe('loginSchema', () => {
  it('requires a username and a password with the wording of docs/product.md §7.1', () => {
    expect(issuesOf({ username: '', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    })
  })

  it('treats a username of only spaces as missing', () => {
    expect(issuesOf({ username: '   ', password: 'secret' }).username).toBe('Username is required')
  })

  it('accepts both fields and trims the username but not the password', () => {
    const result = v.parse(loginSchema, { username: '  asha ', password: ' pass word ' })
    expect(result).toEqual({ username: 'asha', password: ' pass word ' })
  })
})

describe('loginErrorMessage', () => {
  it("says 'Could not find Username' when the server answers success false", () => {
    const error = new ApiError({ status: 401, message: 'Invalid username or password', body: { success: false } })
    expect(loginErrorMessage(error)).toBe('Could not find Username')
  })

  it("says 'Could not find Username' for a 400 that carries success false", () => {
    const error = new ApiError({ status: 400, message: 'Bad', body: { success: false, message: 'Bad' } })
    expect(loginErrorMessage(error)).toBe('Could not find Username')
  })

  it('shows the server explanation when locked out (429)', () => {
    const body = { success: false, message: 'Too many attempts. Try again in 15 minutes.' }
    expect(loginErrorMessage(new ApiError({ status: 429, message: body.message, body }))).toBe(body.message)
  })

  it('falls back to a generic lock message when a 429 has no message', () => {
    expect(loginErrorMessage(new ApiError({ status: 429, message: 'Too Many Requests', body: null }))).toBe(
      'Too many login attempts. Please try again later.',
    )
  })

  it("says 'Invalid Credentials' when the request is refused for another reason", () => {
    expect(loginErrorMessage(new ApiError({ status: 400, message: 'Bad', body: { message: 'Bad' } }))).toBe(
      'Invalid Credentials',
    )
  })

  it('never reads like wrong credentials when the server is down or unreachable', () => {
    const OUTAGE = 'The server cannot be reached right now. Please check your connection and try again in a moment.'
    expect(loginErrorMessage(new TypeError('Failed to fetch'))).toBe(OUTAGE)
    expect(
      loginErrorMessage(new ApiError({ status: 500, message: 'Internal', body: { success: false, message: 'x' } })),
    ).toBe(OUTAGE)
    expect(loginErrorMessage(new ApiError({ status: 502, message: 'Bad Gateway', body: '<html>' }))).toBe(OUTAGE)
  })
})

describe('loginWithPassword', () => {
  const fetchMock = vi.fn<typeof fetch>()

  beforeEach(() => {
    vi.stubGlobal('sessionStorage', new MemoryStorage())
    vi.stubGlobal('fetch', fetchMock)
  })

  afterEach(() => {
    fetchMock.mockReset()
    vi.unstubAllGlobals()
  })

  it('posts the credentials as JSON and returns token and role', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true, token: 'abc', role: 'doctor' }))

    await expect(loginWithPassword({ username: 'dr', password: 'pw' })).resolves.toEqual({
      success: true,
      token: 'abc',
      role: 'doctor',
    })
    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/users/login')
    expect(init?.method).toBe('POST')
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'dr', password: 'pw' })
  })

  it('turns a 200 with success false into the "Could not find Username" case', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'nope' }))
    const error = await loginWithPassword({ username: 'x', password: 'y' }).catch((e: unknown) => e)
    expect(loginErrorMessage(error)).toBe('Could not find Username')
  })

  it('turns a 401 success false into the "Could not find Username" case', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: false, message: 'Invalid username or password' }, 401))
    const error = await loginWithPassword({ username: 'x', password: 'y' }).catch((e: unknown) => e)
    expect(loginErrorMessage(error)).toBe('Could not find Username')
  })

  it('treats a success without a token as a failed request', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ success: true }))
    const error = await loginWithPassword({ username: 'x', password: 'y' }).catch((e: unknown) => e)
    expect(loginErrorMessage(error)).toBe('Invalid Credentials')
  })
})
