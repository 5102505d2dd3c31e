import { Link } from '@tanstack/react-router'
import { ChevronDown, LogOut, UserRound } from 'lucide-react'
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

/** Avatar button with the user's name; opens Profile and Logout. */
export function ProfileMenu({ name, roleLabel, onLogout }: { name: string; roleLabel: string; onLogout: () => void }) {
  const t = useMessages(shell)
  const initial = name.charAt(0).toUpperCase()
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2 data-[state=open]:bg-slate-100">
        {/* The button's name comes from what it shows (the user's name), after a hidden word on what it is:
            an aria-label would hide the visible name from speech users (axe label-content-name-mismatch). */}
        <span className="sr-only">{t('shell.profileMenu.label')} </span>
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-teal-100 text-sm font-semibold text-teal-800"
        >
          {initial}
        </span>
        <span className="sr-only max-w-40 truncate sm:not-sr-only" data-testid="profile-name">
          {name}
        </span>
        <ChevronDown className="size-4 text-slate-500" aria-hidden="true" />
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
