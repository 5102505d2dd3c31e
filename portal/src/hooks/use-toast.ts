import { useSyncExternalStore } from 'react'

export type ToastVariant = 'default' | 'success' | 'error'

export interface ToastMessage {
  id: number
  title: string
  description?: string
  variant: ToastVariant
  open: boolean
}

// A tiny module-level store so any code (hooks, event handlers) can raise a toast
// without threading a context through; the Toaster renders it.
let toasts: ToastMessage[] = []
let nextId = 1
const listeners = new Set<() => void>()
const MAX_TOASTS = 3
// Radix animates closing toasts out; keep them briefly after close.
const REMOVE_DELAY_MS = 300

function emit(next: ToastMessage[]): void {
  toasts = next
  for (const listener of listeners) listener()
}

/** Shows a toast; it closes itself after the Toaster's duration (2 s). */
export function toast(input: { title: string; description?: string; variant?: ToastVariant }): number {
  const id = nextId++
  const next: ToastMessage = {
    id,
    title: input.title,
    description: input.description,
    variant: input.variant ?? 'default',
    open: true,
  }
  emit([next, ...toasts].slice(0, MAX_TOASTS))
  return id
}

/** Closes a toast, then removes it after its exit animation. */
export function dismissToast(id: number): void {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)))
  setTimeout(() => emit(toasts.filter((t) => t.id !== id)), REMOVE_DELAY_MS)
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The toasts currently shown. */
export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}
