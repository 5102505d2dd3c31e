import type { PlaySettings } from '@app/games/schema'
import { useState } from 'react'
import { isStaleSettings, useChildSettings, useSaveChildSettings } from '../api/play-settings'
import { serverMessage } from '../../../lib/api-errors'
import { devicePrefersReducedMotion, deviceSettings, rememberOnDevice } from './settings'

/**
 * The settings the play screen uses: a signed-in child's from the server (saved there on each change), a
 * visitor's from this device (kept in localStorage). Until a child's answer arrives, or when it fails, the
 * device's settings stand in, so play never waits on it. When another adult changed the same setting meanwhile,
 * `staleMessage` says who, and their choice is shown (the server's, read again).
 */
export function usePlaySettings(childId: string | null) {
  const [onDevice, setOnDevice] = useState(() => deviceSettings(devicePrefersReducedMotion()))
  const [changedNow, setChangedNow] = useState<Partial<PlaySettings>>({})
  const [staleMessage, setStaleMessage] = useState<string | null>(null)
  const saved = useChildSettings(childId)
  const save = useSaveChildSettings(childId)
  const fromServer: PlaySettings | undefined = saved.data && {
    sound: saved.data.sound,
    motion: saved.data.motion,
    celebration: saved.data.celebration,
    targetSize: saved.data.targetSize,
    highContrast: saved.data.highContrast,
  }
  const settings = childId ? { ...(fromServer ?? onDevice), ...changedNow } : onDevice

  const change = (change: Partial<PlaySettings>) => {
    if (childId) {
      setStaleMessage(null)
      setChangedNow((now) => ({ ...now, ...change }))
      // What this save sent is the server's business once it answers: kept, or refused and read again.
      const handOver = () =>
        setChangedNow((now) => {
          const rest = { ...now }
          for (const key of Object.keys(change) as Array<keyof PlaySettings>) {
            if (rest[key] === change[key]) delete rest[key]
          }
          return rest
        })
      save.mutate(change, {
        onSuccess: handOver,
        onError: (error) => {
          // Any other failure keeps the choice on screen for this visit, as before.
          if (!isStaleSettings(error)) return
          handOver()
          setStaleMessage(serverMessage(error) ?? null)
        },
      })
    } else {
      rememberOnDevice(change)
      setOnDevice({ ...onDevice, ...change })
    }
  }
  return { settings, change, isSavedForChild: Boolean(childId), staleMessage }
}
