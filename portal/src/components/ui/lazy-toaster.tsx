import { useEffect, useState, type ComponentType } from 'react'
import { useToasts } from '../../hooks/use-toast'

let loading: Promise<ComponentType> | null = null
function loadToaster(): Promise<ComponentType> {
  loading ??= import('./toaster').then((module) => module.Toaster)
  return loading
}

/**
 * Mounts the Toaster (Radix Toast, about 10 KB compressed) with the first toast instead of with the page, so
 * /login's first download leaves it out (decision 017). Its code is fetched as soon as the visitor first
 * presses a key or a pointer, so the toast that answers a form is normally ready by then.
 */
export function LazyToaster() {
  const hasToasts = useToasts().length > 0
  const [Toaster, setToaster] = useState<ComponentType | null>(null)

  useEffect(() => {
    if (Toaster) return
    let active = true
    const load = () => void loadToaster().then((component) => active && setToaster(() => component))
    if (hasToasts) {
      load()
      return () => {
        active = false
      }
    }
    const events = ['pointerdown', 'keydown'] as const
    const onFirstInput = () => {
      for (const event of events) window.removeEventListener(event, onFirstInput, true)
      void loadToaster()
    }
    for (const event of events) window.addEventListener(event, onFirstInput, true)
    return () => {
      active = false
      for (const event of events) window.removeEventListener(event, onFirstInput, true)
    }
  }, [hasToasts, Toaster])

  return Toaster ? <Toaster /> : null
}
