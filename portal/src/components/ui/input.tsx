import type { ComponentProps } from 'react'
import { cn } from '../../lib/utils'

const BASE =
  'flex w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-teal-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-600 aria-invalid:focus-visible:ring-red-600/40'

// Each kind of field carries its own height and look, so a screen never has to override the base (screens use
// variants, not overriding classes; decision 037).
// A read-only field (a value the form works out, such as the child's age) is shaded.
const TEXT = 'h-10 py-2 read-only:bg-slate-50 read-only:text-slate-700'
const FILE =
  'h-auto py-1.5 file:me-3 file:rounded-md file:border-0 file:bg-sky-50 file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-sky-900'

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(BASE, type === 'file' ? FILE : TEXT, className)} {...props} />
}
