import { ChevronDown } from 'lucide-react'
import { useMessages } from '../../../i18n/messages'
import { shell } from '../messages'

/** The profile menu's button, the same before and after the menu's code has loaded (profile-menu.tsx). */
export const PROFILE_TRIGGER_CLASS =
  'flex items-center gap-2 rounded-full py-1 pe-2 ps-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 data-[state=open]:bg-slate-100'

/** What the profile menu's button shows: the user's initial and name. */
export function ProfileMenuFace({ name }: { name: string }) {
  const t = useMessages(shell)
  return (
    <>
      {/* The button's name comes from what it shows (the user's name), after a hidden word on what it is:
          an aria-label would hide the visible name from speech users (axe label-content-name-mismatch). */}
      <span className="sr-only">{t('shell.profileMenu.label')} </span>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-full bg-teal-100 text-sm font-semibold text-teal-800"
      >
        {name.charAt(0).toUpperCase()}
      </span>
      <span className="sr-only max-w-40 truncate sm:not-sr-only" data-testid="profile-name">
        {name}
      </span>
      <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
    </>
  )
}
