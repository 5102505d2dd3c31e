import type { ReactNode } from 'react'
import type { CommonData } from '@app/content/types'
import { useI18n } from '../i18n/I18nProvider.tsx'
import { telHref } from '../lib/format.ts'

/**
 * The head office's address, phone, e-mail and hours from the site settings (footer and contact page). A heading
 * goes beside the address, in one box with it: HTML allows no heading inside an address.
 */
export function HeadOfficeAddress({
  office,
  heading,
}: {
  office: CommonData['settings']['headOffice']
  heading?: ReactNode
}) {
  const { t } = useI18n()
  const address = (
    <address>
      <p>{office.address}</p>
      <p>
        {t('office.phone')} <a href={telHref(office.phone)}>{office.phone}</a>
      </p>
      <p>
        {t('office.email')} <a href={`mailto:${office.email}`}>{office.email}</a>
      </p>
      {office.hours && <p>{office.hours}</p>}
    </address>
  )
  if (!heading) return address
  return (
    <div className="head-office">
      {heading}
      {address}
    </div>
  )
}
