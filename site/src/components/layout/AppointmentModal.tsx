import { useEffect, useRef, type KeyboardEvent } from 'react'
import type { BranchSummary } from '@app/content/types'
import { useI18n } from '../../i18n/I18nProvider.tsx'
import { telHref } from '../../lib/format.ts'

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

/**
 * 'Make an Appointment': Register and Login, and every branch with a tap-to-call link. A native modal
 * <dialog>: the page behind is inert, Escape closes it, focus stays inside and returns to the button.
 */
export function AppointmentModal({
  branches,
  isOpen,
  onClose,
}: {
  branches: BranchSummary[]
  isOpen: boolean
  onClose: () => void
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const { t, href } = useI18n()

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (isOpen && !dialog.open) {
      dialog.showModal()
      document.body.classList.add('has-modal')
    } else if (!isOpen && dialog.open) {
      dialog.close()
    }
  }, [isOpen])

  // Tab and Shift+Tab wrap around inside the dialog instead of leaving it for the browser's own UI.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !ref.current) return
    const focusable = [...ref.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last?.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first?.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby="appointment-title"
      onKeyDown={trapFocus}
      onClose={() => {
        document.body.classList.remove('has-modal')
        onClose()
      }}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === ref.current) onClose()
      }}
    >
      <div className="modal-panel">
        <div className="modal-head">
          <h2 id="appointment-title">{t('appointment.title')}</h2>
          <button type="button" className="modal-close" onClick={onClose}>
            <span className="visually-hidden">{t('appointment.close')}</span>
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
              <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <p>{t('appointment.intro')}</p>
        <div className="modal-actions">
          {/* The portal's pages keep one address in every language: the portal remembers the language itself. */}
          <a className="button" href="/register">
            {t('appointment.register')}
          </a>
          <a className="button button-outline" href="/login">
            {t('appointment.login')}
          </a>
          <a className="button button-outline" href={href('/enquiry')}>
            {t('appointment.enquire')}
          </a>
        </div>
        <ul className="modal-branches">
          {branches.map((branch) => (
            <li key={branch.id} className="modal-branch" style={{ borderLeftColor: branch.colour ?? undefined }}>
              <h3>{branch.name}</h3>
              <a href={telHref(branch.phone)} aria-label={t('branch.call', { name: branch.name, phone: branch.phone })}>
                {branch.phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  )
}
