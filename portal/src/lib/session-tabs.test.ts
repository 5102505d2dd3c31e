import { afterEach, describe, expect, it, vi } from 'vitest'
import { announceSignOut, onSignOutElsewhere } from './session-tabs'

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

describe('session-tabs: signing out in one tab tells the others', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('over a BroadcastChannel: every other listener hears "signed out" once', async () => {
    const otherTab = vi.fn()
    const stop = onSignOutElsewhere(otherTab)
    announceSignOut()
    await settle()
    expect(otherTab).toHaveBeenCalledTimes(1)
    stop()
    announceSignOut()
    await settle()
    expect(otherTab).toHaveBeenCalledTimes(1)
  })

  it('without BroadcastChannel: through a localStorage key the storage event carries, left empty afterwards', async () => {
    vi.stubGlobal('BroadcastChannel', undefined)
    const written: string[] = []
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      setItem: (key: string, value: string) => {
        written.push(key)
        store.set(key, value)
      },
      removeItem: (key: string) => store.delete(key),
    })
    const listeners: Array<(event: { key: string | null; newValue: string | null }) => void> = []
    vi.stubGlobal('addEventListener', (type: string, listener: (typeof listeners)[number]) => {
      if (type === 'storage') listeners.push(listener)
    })
    vi.stubGlobal('removeEventListener', () => {})
    const otherTab = vi.fn()
    onSignOutElsewhere(otherTab)

    announceSignOut()
    expect(written).toEqual(['portal-signed-out'])
    expect(store.size).toBe(0)
    // The browser fires the event in the other tabs for the write (a value), then for the removal (none).
    for (const listener of listeners) listener({ key: 'portal-signed-out', newValue: '1' })
    for (const listener of listeners) listener({ key: 'portal-signed-out', newValue: null })
    for (const listener of listeners) listener({ key: 'token', newValue: 'x' })
    expect(otherTab).toHaveBeenCalledTimes(1)
  })
})
