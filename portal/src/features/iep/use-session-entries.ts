import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { toast } from '../../hooks/use-toast'
import { serverFieldErrors, serverMessage } from '../../lib/api-errors'
import { getSession } from '../../lib/session'
import { addSessionEntry, type SessionEntryBody, type SessionEntryTarget } from './api/add-session-entry'
import { afterIepSaved } from './api/save-answer'
import { iepMessages } from './messages'
import { isRetryable } from '../../lib/retryable'
import { createOfflineQueue, newIdempotencyKey, type OfflineQueue, type QueuedEntry } from './offline-queue'

/** What waits in the queue: where the entry goes and what it says. */
export interface PendingEntry {
  target: SessionEntryTarget
  body: SessionEntryBody
}

// One queue per signed-in therapist, shared by every screen of the page, so a dialog closing does not lose the
// entries it queued and an `online` event sends them once.
const queues = new Map<string, OfflineQueue<PendingEntry>>()
const listeners = new Set<() => void>()
let snapshot: { key: string; entries: QueuedEntry<PendingEntry>[] } = { key: '', entries: [] }

function storage() {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function queueFor(userId: string): OfflineQueue<PendingEntry> {
  const key = `portal.iep.sessionEntries.${userId}`
  let queue = queues.get(key)
  if (!queue) {
    queue = createOfflineQueue<PendingEntry>(storage(), key)
    queues.set(key, queue)
  }
  return queue
}

function publish(userId: string) {
  snapshot = { key: userId, entries: queueFor(userId).entries() }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Why the server refused an entry: its message, and the message per field when it named one. */
export interface EntryRefusal {
  message: string
  fieldErrors: Record<string, string>
}

// Entries whose form is waiting for the answer (by idempotency key): a refusal of one of them is kept here for
// its form to show beside its fields, instead of in a toast that is gone in two seconds.
const awaitedByForm = new Map<string, EntryRefusal | null>()

/** Sends what waits; each answer's plan goes into the cache. Refusals nobody awaits are told in a toast. */
async function flushQueue(userId: string, queryClient: QueryClient) {
  const result = await queueFor(userId).flush(async ({ key, payload }) => {
    try {
      const answer = await addSessionEntry(payload.target, payload.body)
      afterIepSaved(queryClient, payload.target.childId, answer.iep)
      return 'sent'
    } catch (error) {
      if (isRetryable(error)) return 'retry'
      const message = serverMessage(error) ?? iepMessages.t('iep.entries.refused')
      if (awaitedByForm.has(key)) awaitedByForm.set(key, { message, fieldErrors: serverFieldErrors(error) })
      else toast({ title: iepMessages.t('iep.entries.refused'), description: message, variant: 'error' })
      return { refused: message }
    } finally {
      publish(userId)
    }
  })
  publish(userId)
  return result
}

/**
 * The therapist's session entries on their way to the server: `add` keeps an entry on the device, then sends
 * it; what could not be sent waits (in localStorage) and goes when the connection returns, or when the screen
 * is opened again. Each entry's idempotency key is made here, once, so a resend never duplicates it.
 */
export function useSessionEntries() {
  const queryClient = useQueryClient()
  const userId = getSession()?.userId ?? 'anonymous'
  const current = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  )
  const entries = current.key === userId ? current.entries : queueFor(userId).entries()

  useEffect(() => {
    publish(userId)
    const send = () => void flushQueue(userId, queryClient)
    send()
    window.addEventListener('online', send)
    return () => window.removeEventListener('online', send)
  }, [userId, queryClient])

  const add = useCallback(
    async (
      target: SessionEntryTarget,
      fields: Omit<SessionEntryBody, 'idempotencyKey'>,
    ): Promise<'sent' | 'waiting' | { refused: EntryRefusal }> => {
      const idempotencyKey = newIdempotencyKey()
      awaitedByForm.set(idempotencyKey, null)
      try {
        queueFor(userId).add({
          key: idempotencyKey,
          payload: { target, body: { ...fields, idempotencyKey } },
          queuedAt: new Date().toISOString(),
        })
        publish(userId)
        let result = await flushQueue(userId, queryClient)
        // A send already under way when this entry was queued did not take it: one more run does.
        if (result.pending.some((entry) => entry.key === idempotencyKey)) result = await flushQueue(userId, queryClient)
        const refusal = awaitedByForm.get(idempotencyKey)
        if (refusal) return { refused: refusal }
        return result.pending.some((entry) => entry.key === idempotencyKey) ? 'waiting' : 'sent'
      } finally {
        awaitedByForm.delete(idempotencyKey)
      }
    },
    [userId, queryClient],
  )

  return { pending: entries, add }
}
