import { useState } from 'react'

/**
 * For a dialog that is open while a record is set (the appointment being edited, the month being planned):
 * `shown` is that record, kept after it is unset so the closing dialog still has what it showed; `key` goes up
 * each time the dialog opens. Keyed by it, a dialog's form starts from the record's current values at every
 * opening (react-hook-form reads defaultValues once), while the Dialog stays mounted, so closing it hands focus
 * back to its opener. While it stays open the key holds, so a list refreshed under an open dialog (a new copy of
 * the same record) does not wipe what is being typed; the form reads the fresh record through `shown`.
 */
export function useDialogSubject<T>(subject: T | null): { shown: T | null; key: number; isOpen: boolean } {
  const isOpen = subject !== null
  const [state, setState] = useState({ shown: subject, isOpen, key: isOpen ? 1 : 0 })
  if (state.isOpen !== isOpen || (subject !== null && subject !== state.shown)) {
    // Adjusting state while rendering: React's documented pattern for state that follows a prop.
    const next = {
      shown: subject ?? state.shown,
      isOpen,
      key: state.key + (isOpen && !state.isOpen ? 1 : 0),
    }
    setState(next)
    return next
  }
  return state
}
