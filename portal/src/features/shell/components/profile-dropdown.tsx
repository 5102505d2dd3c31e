import { Link } from '@tanstack/react-router'
import { LogOut, UserRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu'
import { useMessages } from '../../../i18n/messages'
import { shell } from '../messages'
import { PROFILE_TRIGGER_CLASS, ProfileMenuFace } from './profile-menu-face'

export interface ProfileDropdownProps {
  name: string
  roleLabel: string
  onLogout: () => void
  /** Open at once: the button was pressed before this code had arrived. */
  defaultOpen?: boolean
  /** Take the focus: the button it replaces had it. */
  focusTrigger?: boolean
}

/** Avatar button with the user's name; opens Profile and Logout (Radix Dropdown Menu, loaded by profile-menu.tsx). */
export function ProfileDropdown({ name, roleLabel, onLogout, defaultOpen, focusTrigger }: ProfileDropdownProps) {
  const t = useMessages(shell)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (focusTrigger && !defaultOpen) trigger.current?.focus()
  }, [focusTrigger, defaultOpen])
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={trigger} className={PROFILE_TRIGGER_CLASS}>
        <ProfileMenuFace name={name} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
          <span className="block">{roleLabel}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRound aria-hidden="true" />
            {t('shell.profileMenu.profile')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onLogout}>
          <LogOut aria-hidden="true" />
          {t('shell.profileMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
