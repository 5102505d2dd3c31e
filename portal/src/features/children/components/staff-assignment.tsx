import { Loader2, UserCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import { useDoctors, type StaffOption } from '../../../api/get-doctors'
import { assignErrorReason, CHILDREN_MESSAGES, type ChildRecord } from '../api/children'
import { useAssignStaff } from '../api/assign-staff'
import { useTherapists } from '../api/get-therapists'

const optionLabel = (person: StaffOption) =>
  person.specialization ? `${person.name} (${person.specialization})` : person.name

/** Assign a doctor and a therapist of the child's centre (SPEC section 2); the child becomes active. */
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
        <CardTitle>Staff assignment</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {loadFailed ? (
          <p role="alert" className="text-sm text-red-700">
            Could not load this centre's doctors and therapists.
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="Doctor">
            {(control) => (
              <Select
                {...control}
                value={doctorId}
                disabled={isLoading || isSaving}
                onChange={(event) => setDoctorId(event.target.value)}
              >
                <option value="">{isLoading ? 'Loading…' : 'Select a doctor'}</option>
                {(doctors ?? []).map((doctor) => (
                  <option key={doctor._id} value={doctor._id}>
                    {optionLabel(doctor)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Therapist">
            {(control) => (
              <Select
                {...control}
                value={therapistId}
                disabled={isLoading || isSaving}
                onChange={(event) => setTherapistId(event.target.value)}
              >
                <option value="">{isLoading ? 'Loading…' : 'Select a therapist'}</option>
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
            Assign Staff
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
