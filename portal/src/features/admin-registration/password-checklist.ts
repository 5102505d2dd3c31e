import { passwordChecklist as checkPassword } from '@app/accounts/schema'
import { adminRegistration } from './messages'

/** One line of the advisory password checklist on the admin registration form. */
export interface ChecklistItem {
  id: keyof ReturnType<typeof checkPassword>
  label: string
  isMet: boolean
}

const LABELS = {
  minLength: 'adminRegistration.checklist.minLength',
  uppercase: 'adminRegistration.checklist.uppercase',
  lowercase: 'adminRegistration.checklist.lowercase',
  number: 'adminRegistration.checklist.number',
  special: 'adminRegistration.checklist.special',
  matches: 'adminRegistration.checklist.matches',
} as const satisfies Record<ChecklistItem['id'], string>

/**
 * The advisory checklist (docs/product.md §4.5) as the form shows it, in order: 6+ characters, upper,
 * lower, digit, special, match. Advisory only: the rules that block are the server's schema.
 */
export function passwordChecklist(password: string, confirmPassword: string): ChecklistItem[] {
  const checks = checkPassword(password, confirmPassword)
  return (Object.keys(LABELS) as ChecklistItem['id'][]).map((id) => ({
    id,
    label: adminRegistration.t(LABELS[id]),
    isMet: checks[id],
  }))
}
