import { HeartHandshake } from 'lucide-react'
import { BRAND_NAME, HOME_PATH } from '../../lib/brand'
import { cn } from '../../lib/utils'

/** Logo and brand name, linking to the public website. */
export function BrandMark({ className, isCompact = false }: { className?: string; isCompact?: boolean }) {
  return (
    <a
      href={HOME_PATH}
      className={cn(
        'flex items-center gap-2 rounded-lg font-semibold text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:ring-offset-2',
        className,
      )}
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-teal-600 to-sky-700 text-white">
        <HeartHandshake className="size-5" aria-hidden="true" />
      </span>
      <span className={cn('text-sm leading-tight sm:text-base', isCompact && 'max-sm:sr-only')}>{BRAND_NAME}</span>
    </a>
  )
}
