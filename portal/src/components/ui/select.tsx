import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

/** A native select styled like Input: keyboard and screen-reader behaviour come from the browser. */
export function Select({
  className,
  isCompact = false,
  ...props
}: ComponentProps<'select'> & {
  /** A short, narrow select for a toolbar: rows per page. */
  isCompact?: boolean
}) {
  return (
    <select
      className={cn(
        isCompact ? 'h-9 w-20' : 'h-10 w-full',
        'flex rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:border-teal-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/40',
        className,
      )}
      {...props}
    />
  )
}
