import { Loader2, UserCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card'
import { FormField } from '../../../components/ui/form-field'
import { Select } from '../../../components/ui/select'
import { toast } from '../../../hooks/use-toast'
import {
  assignErrorReason,
  assignStaff,
  CHILDREN_MESSAGES,
  listDoctors,
  listTherapists,
  type ChildRecord,
  type StaffOption,
} from '../api/children'

const optionLabel = (person: StaffOption) =>
  person.specialization ? `${person.name} (${person.specialization})` : person.name

/** Assign a doctor and a therapist of the child's centre (docs/product.md §5.4); the child becomes active. */
export function StaffAssignment({
  child,
  onAssigned,
}: {
  child: ChildRecord
  onAssigned: (child: ChildRecord) => void
}) {
  const centreId = child.centreId._id
  const [doctors, setDoctors] = useState<StaffOption[] | null>(null)
  const [therapists, setTherapists] = useState<StaffOption[] | null>(null)
  const [doctorId, setDoctorId] = useState(child.doctorId?._id ?? '')
  const [therapistId, setTherapistId] = useState(child.therapistId?._id ?? '')
  const [isSaving, setIsSaving] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)

  useEffect(() => {
    const controller = new AbortController()
    Promise.all([listDoctors(centreId, controller.signal), listTherapists(centreId, controller.signal)])
      .then(([doctorList, therapistList]) => {
        setDoctors(doctorList)
        setTherapists(therapistList)
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoadFailed(true)
      })
    return () => controller.abort()
  }, [centreId])

  async function save() {
    setIsSaving(true)
    try {
      const updated = await assignStaff(child._id, { doctorId, therapistId })
      toast({ title: CHILDREN_MESSAGES.assigned, variant: 'success' })
      onAssigned(updated)
    } catch (error) {
      toast({ title: CHILDREN_MESSAGES.assignFailed(assignErrorReason(error)), variant: 'error' })
    } finally {
      setIsSaving(false)
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
