import { useId, type ReactNode } from 'react'
import { localizeServerMessage } from '../../i18n/server-messages'
import { cn } from '../../lib/utils'
import { Label } from './label'

/** Props a field's control spreads so its label, error and hint are announced with it. */
export interface FieldControlProps {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
  'aria-required': 'true' | undefined
}

/**
 * A labelled form field: the label is tied to the control, and the error (role="alert", so screen
 * readers announce it) and hint are linked through aria-describedby.
 */
export function FormField({
  label,
  error,
  hint,
  isRequired = false,
  className,
  children,
}: {
  label: ReactNode
  error?: string
  hint?: ReactNode
  isRequired?: boolean
  className?: string
  children: (control: FieldControlProps) => ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('grid content-start gap-2', className)}>
      {/* The asterisk sits outside the label so the field's name stays exactly its label;
          aria-required tells assistive technology instead. */}
      <div className="flex items-baseline gap-1">
        <Label htmlFor={id}>{label}</Label>
        {isRequired ? (
          <span aria-hidden="true" className="text-sm text-red-700">
            *
          </span>
        ) : null}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': isRequired ? 'true' : undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {localizeServerMessage(error)}
        </p>
      ) : null}
    </div>
  )
}
