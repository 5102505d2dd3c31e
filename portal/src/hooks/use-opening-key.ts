import { useState } from 'react'

/**
 * A number that goes up each time `isOpen` turns true: the key of a dialog's form, so each opening starts from
 * the record's current values (react-hook-form's defaultValues are read once) while the Dialog itself stays
 * mounted, and closing it hands focus back to its opener. While it stays open the key holds, so a list that
 * refreshes under an open dialog does not wipe what is being typed.
 */
export function useOpeningKey(isOpen: boolean): number {
  const [state, setState] = useState({ isOpen, openings: isOpen ? 1 : 0 })
  if (state.isOpen !== isOpen) {
    // Adjusting state while rendering (React's documented pattern for state that follows a prop).
    const next = { isOpen, openings: state.openings + (isOpen ? 1 : 0) }
    setState(next)
    return next.openings
  }
  return state.openings
}
