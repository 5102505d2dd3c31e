import { useEffect, useRef, useState, type ComponentType, type KeyboardEvent, type PointerEvent } from 'react'
import type { ProfileDropdownProps } from './profile-dropdown'
import { PROFILE_TRIGGER_CLASS, ProfileMenuFace } from './profile-menu-face'

type Dropdown = ComponentType<ProfileDropdownProps>

let loaded: Dropdown | null = null
let loading: Promise<Dropdown> | null = null
function loadDropdown(): Promise<Dropdown> {
  loading ??= import('./profile-dropdown').then(
    (module) => (loaded = module.ProfileDropdown),
    (error: unknown) => {
      loading = null // a later press tries again
      throw error
    },
  )
  return loading
}

/**
 * Avatar button with the user's name; opens Profile and Logout. The menu (Radix Dropdown Menu and Floating UI,
 * about 20 KB compressed) is not part of a signed-in page's first download (decision 031): until its code has
 * arrived the same button is drawn without it. The code is fetched when the visitor first points at, focuses or
 * presses anything on the page; a press on the button before it has arrived opens the menu as soon as it has.
 */
export function ProfileMenu({ name, roleLabel, onLogout }: { name: string; roleLabel: string; onLogout: () => void }) {
  const [Loaded, setLoaded] = useState<Dropdown | null>(() => loaded)
  const [isPressed, setIsPressed] = useState(false)
  const [hadFocus, setHadFocus] = useState(false)
  const button = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (Loaded) return
    let active = true
    const load = () =>
      loadDropdown().then(
        (component) => {
          if (!active) return
          setHadFocus(document.activeElement === button.current)
          setLoaded(() => component)
        },
        () => {},
      )
    const events = ['pointerdown', 'keydown', 'pointerover', 'focusin'] as const
    const onFirstInput = () => {
      for (const event of events) window.removeEventListener(event, onFirstInput, true)
      void load()
    }
    for (const event of events) window.addEventListener(event, onFirstInput, true)
    return () => {
      active = false
      for (const event of events) window.removeEventListener(event, onFirstInput, true)
    }
  }, [Loaded])

  if (Loaded)
    return (
      <Loaded name={name} roleLabel={roleLabel} onLogout={onLogout} defaultOpen={isPressed} focusTrigger={hadFocus} />
    )

  // Opens as Radix's trigger does: a primary pointer press, or Enter, Space or the down arrow.
  const press = () => setIsPressed(true)
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      className={PROFILE_TRIGGER_CLASS}
      onPointerDown={(event: PointerEvent) => {
        if (event.button === 0 && !event.ctrlKey) press()
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (['Enter', ' ', 'ArrowDown'].includes(event.key)) {
          event.preventDefault()
          press()
        }
      }}
    >
      <ProfileMenuFace name={name} />
    </button>
  )
}
