import type { PlaySettings } from '@app/games/schema'
import { useState } from 'react'
import { useChildSettings, useSaveChildSettings } from '../api/play-settings'
import { devicePrefersReducedMotion, deviceSettings, rememberOnDevice } from './settings'

/**
 * The settings the play screen uses: a signed-in child's from the server (saved there on each change), a
 * visitor's from this device (kept in localStorage). Until a child's answer arrives, or when it fails, the
 * device's settings stand in, so play never waits on it.
 */
export function usePlaySettings(childId: string | null) {
  const [onDevice, setOnDevice] = useState(() => deviceSettings(devicePrefersReducedMotion()))
  const [changedNow, setChangedNow] = useState<PlaySettings | null>(null)
  const saved = useChildSettings(childId)
  const save = useSaveChildSettings(childId)
  const settings = childId ? (changedNow ?? saved.data ?? onDevice) : onDevice

  const change = (change: Partial<PlaySettings>) => {
    const next = { ...settings, ...change }
    if (childId) {
      setChangedNow(next)
      save.mutate(next)
    } else {
      rememberOnDevice(change)
      setOnDevice(next)
    }
  }
  return { settings, change, isSavedForChild: Boolean(childId) }
}
