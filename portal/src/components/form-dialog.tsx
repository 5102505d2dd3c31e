import { Loader2 } from 'lucide-react'
import type { FormEventHandler, ReactNode } from 'react'
import { Button } from './ui/button'
import { Dialog } from './ui/dialog'

/**
 * A modal form (docs/modules.md, Portal forms): the Dialog (focus on the first field when it opens, back to the
 * opener when it closes, Escape closes), a form that the browser does not validate (the schema does), the form's
 * own error above the buttons (role="alert"), and Cancel / submit, both off while it submits, the submit button
 * spinning. `outcome`, when given, replaces the form (a success that needs saying before the dialog goes).
 */
export function FormDialog({
  isOpen,
  onClose,
  title,
  description,
  maxWidth,
  onSubmit,
  isSubmitting,
  submitLabel,
  submitIcon,
  submitVariant = 'default',
  cancelLabel,
  error,
  outcome,
  children,
}: {
  isOpen: boolean
  onClose: () => void
  title: string
  description?: ReactNode
  maxWidth?: Parameters<typeof Dialog>[0]['maxWidth']
  /** react-hook-form's `handleSubmit(onValid)`. */
  onSubmit: FormEventHandler<HTMLFormElement>
  isSubmitting: boolean
  submitLabel: ReactNode
  /** Shown on the submit button while it is not busy. */
  submitIcon?: ReactNode
  /** `destructive` for a submit that cannot be taken back (rejecting a booking). */
  submitVariant?: 'default' | 'destructive'
  cancelLabel: ReactNode
  /** What went wrong with the whole form (a field's own error goes under the field). */
  error?: string | null
  outcome?: ReactNode
  children: ReactNode
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} description={description} maxWidth={maxWidth}>
      {outcome ?? (
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-busy={isSubmitting}>
          {children}
          {error ? (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
              {error}
            </p>
          ) : null}
          <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
              {cancelLabel}
            </Button>
            <Button type="submit" variant={submitVariant} disabled={isSubmitting}>
              {isSubmitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : submitIcon}
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  )
}
