import type { ReactNode } from 'react'
import type { CommonData } from '@app/content/types'
import { telHref } from '../lib/format.ts'

/** The head office's address, phone, e-mail and hours from the site settings (footer and contact page). */
export function HeadOfficeAddress({
  office,
  heading,
}: {
  office: CommonData['settings']['headOffice']
  heading?: ReactNode
}) {
  return (
    <address>
      {heading}
      <p>{office.address}</p>
      <p>
        Phone: <a href={telHref(office.phone)}>{office.phone}</a>
      </p>
      <p>
        E-mail: <a href={`mailto:${office.email}`}>{office.email}</a>
      </p>
      {office.hours && <p>{office.hours}</p>}
    </address>
  )
}
