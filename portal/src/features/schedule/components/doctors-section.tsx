import type { AvailabilityDto } from '@app/schedule/schema'
import { useMemo } from 'react'
import { useCentres } from '../../../api/get-centres'
import { useDoctors } from '../../../api/get-doctors'
import { LoadError } from '../../../components/layout/load-error'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { useMessages } from '../../../i18n/messages'
import { useAvailability } from '../api/availability'
import { scheduleMessages } from '../messages'
import { ExtraDaysPanel } from './extra-days-panel'
import { LeavePanel } from './leave-panel'
import { Busy, SectionHeading } from './section-parts'
import { WeeklyPatternForm } from './weekly-pattern-form'

/** Doctors: pick one of the centre's doctors, then their week, their extra days and their leave. */
export function DoctorsSection({
  centreId,
  doctorId,
  onDoctorChange,
}: {
  centreId: string
  doctorId: string
  onDoctorChange: (doctorId: string) => void
}) {
  const t = useMessages(scheduleMessages)
  const doctors = useDoctors(centreId)
  const doctor = doctors.data?.find((candidate) => candidate._id === doctorId) ?? null
  return (
    <section aria-labelledby="schedule-doctors-heading" className="grid grid-cols-1 gap-5">
      <SectionHeading
        id="schedule-doctors-heading"
        title={t('schedule.doctors.title')}
        intro={t('schedule.doctors.intro')}
      />
      {doctors.isError ? (
        <LoadError message={t('schedule.loadFailed')} onRetry={() => void doctors.refetch()} />
      ) : (
        <FormField label={t('schedule.doctors.pick')} className="max-w-md">
          {(control) => (
            <Select
              {...control}
              value={doctor ? doctorId : ''}
              disabled={!doctors.data}
              onChange={(event) => onDoctorChange(event.target.value)}
            >
              <option value="">{t('schedule.doctors.choose')}</option>
              {(doctors.data ?? []).map((option) => (
                <option key={option._id} value={option._id}>
                  {option.specialization ? `${option.name} (${option.specialization})` : option.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      )}
      {doctor ? <DoctorSchedule key={doctor._id} centreId={centreId} doctor={doctor} /> : null}
    </section>
  )
}

function DoctorSchedule({ centreId, doctor }: { centreId: string; doctor: { _id: string; name: string } }) {
  const t = useMessages(scheduleMessages)
  const availability = useAvailability(doctor._id)
  const centres = useCentres()
  const doctors = useDoctors(centreId)
  const doctorNames = useMemo(
    () => new Map((doctors.data ?? []).map((option) => [option._id, option.name])),
    [doctors.data],
  )
  if (availability.isError || centres.isError) {
    return (
      <LoadError
        message={t('schedule.loadFailed')}
        onRetry={() => {
          void availability.refetch()
          void centres.refetch()
        }}
      />
    )
  }
  if (!availability.data || !centres.data) return <Busy label={t('schedule.loading')} />
  const data: AvailabilityDto = availability.data
  return (
    <div className="grid grid-cols-1 gap-8">
      <WeeklyPatternForm doctor={doctor} homeCentreId={centreId} centres={centres.data} availability={data} />
      <ExtraDaysPanel doctor={doctor} homeCentreId={centreId} centres={centres.data} availability={data} />
      <LeavePanel doctor={doctor} leave={data.leave} doctorNames={doctorNames} />
    </div>
  )
}
