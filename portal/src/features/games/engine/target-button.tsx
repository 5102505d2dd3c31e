import type { PlaySettings } from '@app/games/schema'
import type { ComponentProps } from 'react'
import { cn } from '../../../lib/utils'

/** Tap-target classes for a game's own controls: at least 56 px (72 px extra-large), calm colours, a clear focus ring. */
export function targetClasses(settings: PlaySettings, variant: 'primary' | 'quiet' = 'quiet'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-2xl font-semibold select-none',
    'focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-offset-2',
    'disabled:cursor-not-allowed disabled:opacity-50 [&_svg]:shrink-0',
    settings.targetSize === 'extra-large' ? 'min-h-[72px] min-w-[72px] px-7 text-xl' : 'min-h-14 min-w-14 px-5 text-lg',
    settings.motion === 'full' ? 'transition-colors duration-200' : '',
    settings.highContrast
      ? variant === 'primary'
        ? 'bg-black text-white focus-visible:ring-black'
        : 'border-4 border-black bg-white text-black focus-visible:ring-black'
      : variant === 'primary'
        ? 'bg-teal-700 text-white hover:bg-teal-800 focus-visible:ring-teal-600'
        : 'border-2 border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:ring-teal-600',
  )
}

/** A button sized and coloured by the child's settings (engine controls; games may use it for theirs). */
export function TargetButton({
  settings,
  variant = 'quiet',
  className,
  type = 'button',
  ...props
}: ComponentProps<'button'> & { settings: PlaySettings; variant?: 'primary' | 'quiet' }) {
  return <button type={type} className={cn(targetClasses(settings, variant), className)} {...props} />
}
