// Arrow-key focus among a game's choices, one rule for all eight games (Tab still reaches each choice; Enter or
// Space chooses). Two layouts: a row that wraps round (ArrowRight/ArrowDown next, ArrowLeft/ArrowUp back), and a
// grid `columns` wide that stops at its edges and steps over choices that cannot be chosen. Home and End, when
// asked for, go to the first and the last.
import { useCallback, type KeyboardEvent } from 'react'

export interface RovingFocusOptions {
  /** The choices inside the element that handles the keys (default every button). */
  selector?: string
  /** The choices, when they are not all inside one element (each choice then handles its own keys). */
  items?: () => ReadonlyArray<HTMLElement | null>
  /** A grid this many columns wide: no wrapping, and disabled buttons are stepped over. */
  columns?: number
  /** Home and End move to the first and the last choice. */
  hasHomeEnd?: boolean
}

const ROW_STEPS: Record<string, number> = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }

/**
 * Where focus goes from choice `from` of `count` on `key`; null when the key is not a move, or a grid has
 * nothing to go to that way.
 */
export function rovingTarget({
  key,
  from,
  count,
  columns,
  hasHomeEnd = false,
  isDisabled = () => false,
}: {
  key: string
  from: number
  count: number
  columns?: number
  hasHomeEnd?: boolean
  isDisabled?: (index: number) => boolean
}): number | null {
  if (hasHomeEnd && key === 'Home') return 0
  if (hasHomeEnd && key === 'End') return count - 1
  if (columns === undefined) {
    const step = ROW_STEPS[key]
    return step ? (from + step + count) % count : null
  }
  const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: columns, ArrowUp: -columns }[key]
  if (step === undefined) return null
  for (let at = from + step; at >= 0 && at < count; at += step) if (!isDisabled(at)) return at
  return null
}

/** A keydown handler that moves focus among the choices (see `rovingTarget`). */
export function useRovingFocus({ selector = 'button', items, columns, hasHomeEnd }: RovingFocusOptions = {}) {
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const choices = items ? [...items()] : [...event.currentTarget.querySelectorAll<HTMLElement>(selector)]
      const from = choices.indexOf(document.activeElement as HTMLElement)
      if (from < 0) return
      const to = rovingTarget({
        key: event.key,
        from,
        count: choices.length,
        columns,
        hasHomeEnd,
        isDisabled: (index) => Boolean((choices[index] as HTMLButtonElement | null)?.disabled),
      })
      if (to === null) return
      event.preventDefault()
      choices[to]?.focus()
    },
    [selector, items, columns, hasHomeEnd],
  )
}
