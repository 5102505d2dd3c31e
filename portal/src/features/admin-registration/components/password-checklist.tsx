import { Check, Circle } from 'lucide-react'
import { cn } from '../../../lib/utils'
import { useMessages } from '../../../i18n/messages'
import { adminRegistration } from '../messages'
import { passwordChecklist } from '../password-checklist'

/** The advisory checklist under the password: each line ticks as the password meets it. */
export function PasswordChecklist({
  id,
  password,
  confirmPassword,
  className,
}: {
  id: string
  password: string
  confirmPassword: string
  className?: string
}) {
  const t = useMessages(adminRegistration)
  const items = passwordChecklist(password ?? '', confirmPassword ?? '')
  return (
    <div id={id} className={cn('rounded-xl border border-slate-200 bg-slate-50 p-4', className)}>
      <p className="text-sm font-medium text-slate-800">{t('adminRegistration.checklist.title')}</p>
      <ul className="mt-2 grid gap-1.5 text-sm sm:grid-cols-2" aria-label={t('adminRegistration.checklist.label')}>
        {items.map((item) => (
          <li
            key={item.id}
            data-met={item.isMet}
            className={cn('flex items-center gap-2', item.isMet ? 'text-teal-800' : 'text-slate-600')}
          >
            {item.isMet ? (
              <Check className="size-4 shrink-0 text-teal-700" aria-hidden="true" />
            ) : (
              <Circle className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            )}
            {item.label}
            <span className="sr-only">
              {item.isMet ? t('adminRegistration.checklist.done') : t('adminRegistration.checklist.notYet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
