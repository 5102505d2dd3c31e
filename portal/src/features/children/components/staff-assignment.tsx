import { Loader2, UserCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import { useDoctors, type StaffOption } from '../../../api/get-doctors'
import { CHILDREN_MESSAGES, type ChildRecord } from '../api/children'
import { useAssignStaff } from '../api/assign-staff'
import { useTherapists } from '../api/get-therapists'
import { useMessages } from '../../../i18n/messages'
import { serverMessage } from '../../../lib/api-errors'
import { childrenMessages } from '../messages'

const optionLabel = (person: StaffOption) =>
  person.specialization
    ? childrenMessages.t('children.staff.option', { name: person.name, specialization: person.specialization })
    : person.name

/** Why an assignment failed, for 'Failed to assign staff: {error}'. Here, not with the children's calls: the parent's
 * home loads those, and this would bring the server's messages to a screen that shows none (decision 073). */
function assignErrorReason(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error ? error.message : childrenMessages.t('children.unknownError'))
}

/** Assign a doctor and a therapist of the child's centre (docs/product.md §5.4); the child becomes active. */
export function StaffAssignment({ child }: { child: ChildRecord }) {
  const centreId = child.centreId._id
  const doctorsQuery = useDoctors(centreId)
  const therapistsQuery = useTherapists(centreId)
  const doctors = doctorsQuery.data ?? null
  const therapists = therapistsQuery.data ?? null
  const loadFailed = doctorsQuery.isError || therapistsQuery.isError
  const assign = useAssignStaff()
  const [doctorId, setDoctorId] = useState(child.doctorId?._id ?? '')
  const [therapistId, setTherapistId] = useState(child.therapistId?._id ?? '')
  const isSaving = assign.isPending
  const t = useMessages(childrenMessages)

  async function save() {
    try {
      // The mutation puts the saved record in the cache, so the child's page shows the new staff.
      await assign.mutateAsync({ childId: child._id, staff: { doctorId, therapistId } })
      toast({ title: CHILDREN_MESSAGES.assigned, variant: 'success' })
    } catch (error) {
      toast({ title: CHILDREN_MESSAGES.assignFailed(assignErrorReason(error)), variant: 'error' })
    }
  }

  const isLoading = doctors === null || therapists === null
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('children.staff.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loadFailed ? (
          <p role="alert" className="text-sm text-red-700">
            {t('children.staff.loadFailed')}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('children.staff.doctor')}>
            {(control) => (
              <Select
                {...control}
                value={doctorId}
                disabled={isLoading || isSaving}
                onChange={(event) => setDoctorId(event.target.value)}
              >
                <option value="">{isLoading ? t('children.staff.loading') : t('children.staff.selectDoctor')}</option>
                {(doctors ?? []).map((doctor) => (
                  <option key={doctor._id} value={doctor._id}>
                    {optionLabel(doctor)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('children.staff.therapist')}>
            {(control) => (
              <Select
                {...control}
                value={therapistId}
                disabled={isLoading || isSaving}
                onChange={(event) => setTherapistId(event.target.value)}
              >
                <option value="">
                  {isLoading ? t('children.staff.loading') : t('children.staff.selectTherapist')}
                </option>
                {(therapists ?? []).map((therapist) => (
                  <option key={therapist._id} value={therapist._id}>
                    {optionLabel(therapist)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        </div>
        <div>
          <Button onClick={() => void save()} disabled={!doctorId || !therapistId || isSaving}>
            {isSaving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserCheck aria-hidden="true" />}
            {t('children.staff.assign')}
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
