import { CircleAlert, CircleCheck, Info } from 'lucide-react'
import { dismissToast, useToasts } from '../../hooks/use-toast'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'

const icons = {
  default: <Info className="mt-0.5 size-5 shrink-0 text-sky-700" aria-hidden="true" />,
  success: <CircleCheck className="mt-0.5 size-5 shrink-0 text-teal-700" aria-hidden="true" />,
  error: <CircleAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />,
}

/** Renders the toasts raised with toast(); mount once at the root. */
export function Toaster() {
  const toasts = useToasts()
  return (
    <ToastProvider>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          open={t.open}
          type={t.variant === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id)
          }}
        >
          {icons[t.variant]}
          <div className="grid gap-1">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  )
}
