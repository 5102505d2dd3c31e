import { describe, expect, it } from 'vitest'
import { createReminderLinks } from './reminders.links.ts'

describe('one-click links', () => {
  const links = createReminderLinks('secret-a')
  const claims = {
    reminderId: 'r1',
    appointmentId: 'a1',
    parentId: 'p1',
    action: 'confirm' as const,
    expiresAt: 1_800_000_000_000,
  }

  it('when a link was signed here, then it reads back as signed', () => {
    expect(links.verify(links.sign(claims))).toEqual(claims)
  })

  it('when a link is changed, signed with another secret or cut short, then it is refused', () => {
    const token = links.sign(claims)
    const [body, signature] = token.split('.')
    const other = Buffer.from(JSON.stringify(['r1', 'a1', 'p1', 'cancel', 1_800_000_000_000])).toString('base64url')
    expect(links.verify(`${other}.${signature}`)).toBeNull()
    expect(links.verify(createReminderLinks('secret-b').sign(claims))).toBeNull()
    expect(links.verify(body)).toBeNull()
    expect(links.verify(`${token}.x`)).toBeNull()
    expect(links.verify('')).toBeNull()
  })
})
