import { passwordChecklist as checkPassword } from '@app/accounts/schema'

/** One line of the advisory password checklist on the admin registration form. */
export interface ChecklistItem {
  id: keyof ReturnType<typeof checkPassword>
  label: string
  isMet: boolean
}

const LABELS: Record<ChecklistItem['id'], string> = {
  minLength: 'At least 6 characters',
  uppercase: 'One uppercase letter',
  lowercase: 'One lowercase letter',
  number: 'One number',
  special: 'One special character',
  matches: 'Passwords match',
}

/**
 * The advisory checklist (docs/product.md §4.5) as the form shows it, in order: 6+ characters, upper,
 * lower, digit, special, match. Advisory only: the rules that block are the server's schema.
 */
export function passwordChecklist(password: string, confirmPassword: string): ChecklistItem[] {
  const checks = checkPassword(password, confirmPassword)
  return (Object.keys(LABELS) as ChecklistItem['id'][]).map((id) => ({ id, label: LABELS[id], isMet: checks[id] }))
}
