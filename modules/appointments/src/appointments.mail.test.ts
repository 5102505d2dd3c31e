import { describe, expect, it } from 'vitest'
import { organizerOf } from './appointments.mail.ts'

describe('the invitation organizer taken from MAIL_FROM', () => {
  it('when the From address has a display name, then the name and the address are separated', () => {
    expect(organizerOf('Child Development Centres <office@centres.example>')).toEqual({
      name: 'Child Development Centres',
      email: 'office@centres.example',
    })
    expect(organizerOf('"Centres, Hyderabad" <office@centres.example>')).toEqual({
      name: 'Centres, Hyderabad',
      email: 'office@centres.example',
    })
  })

  it('when the From address is bare, then it names itself', () => {
    expect(organizerOf('office@centres.example')).toEqual({
      name: 'office@centres.example',
      email: 'office@centres.example',
    })
  })
})
