// Helpers for unit tests only; nothing in the app imports this file.
import { vi } from 'vitest'
import { activateLocale } from '../i18n/messages'

/** Builds an unsigned JWT-shaped token (the client only decodes, never verifies). */
export function makeToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`
}

/** Seconds since the epoch, as JWT exp uses. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000)
}

/** An in-memory Storage to stand in for sessionStorage under Node. */
export class MemoryStorage implements Storage {
  private items = new Map<string, string>()
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value))
  }
}

/** A JSON Response as fetch would resolve it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * Makes the portal speak a language under Node, its catalogues loaded as the switcher loads them. Undo with
 * `await speak('en')` and `vi.unstubAllGlobals()`.
 */
export async function speak(code: string): Promise<void> {
  vi.stubGlobal('localStorage', new MemoryStorage())
  vi.stubGlobal('document', { documentElement: { lang: 'en' } })
  await activateLocale(code)
}

/**
 * Stands in the browser's FontFace for a device whose own fonts `has` tells: a FontFace of `local()` sources loads when
 * `has(source)`, and fails as a font the device lacks does otherwise. Returns the sources asked about, in order.
 */
export function stubDeviceFonts(has: (source: string) => boolean): string[] {
  const asked: string[] = []
  vi.stubGlobal(
    'FontFace',
    class {
      constructor(
        _family: string,
        private readonly source: string,
      ) {}
      load() {
        asked.push(this.source)
        return has(this.source) ? Promise.resolve(this) : Promise.reject(new Error('A network error occurred.'))
      }
    },
  )
  return asked
}
