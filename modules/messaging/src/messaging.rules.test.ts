import { describe, expect, it } from 'vitest'
import {
  buttonAnswerOf,
  buttonPayload,
  channelsChanged,
  codeStateOf,
  mobileOf,
  PHONE_CODE_MAX_TRIES,
  reachOf,
  unverifiedPhoneChannels,
  type StoredChoices,
} from './messaging.rules.ts'

const choices = (over: Partial<StoredChoices> = {}): StoredChoices => ({
  email: true,
  whatsapp: true,
  sms: true,
  language: 'en',
  verifiedMobile: '9876543210',
  ...over,
})
const both = { whatsapp: true, sms: true }

describe('reachOf', () => {
  it('when opted in, verified and configured, then every channel and the E.164 number', () => {
    expect(reachOf(choices(), '9876543210', both)).toEqual({
      email: true,
      whatsapp: true,
      sms: true,
      phone: '+919876543210',
      language: 'en',
    })
  })

  it('when the account number is no longer the verified one, then no phone channel and no phone', () => {
    expect(reachOf(choices(), '9000000000', both)).toMatchObject({ whatsapp: false, sms: false, phone: null })
  })

  it('when a sender is not configured, then that channel is off even if chosen', () => {
    expect(reachOf(choices(), '9876543210', { whatsapp: false, sms: true })).toMatchObject({
      whatsapp: false,
      sms: true,
    })
  })

  it('when not opted in, then off whatever the number', () => {
    expect(reachOf(choices({ whatsapp: false, email: false }), '9876543210', both)).toMatchObject({
      email: false,
      whatsapp: false,
    })
  })
})

describe('unverifiedPhoneChannels', () => {
  const input = { channels: { email: true, whatsapp: true, sms: false }, language: 'en' as const }
  it('names the phone channels chosen without a verified number', () => {
    expect(unverifiedPhoneChannels(input, false)).toEqual(['whatsapp'])
    expect(unverifiedPhoneChannels(input, true)).toEqual([])
  })
})

describe('channelsChanged', () => {
  it('is true for a first save and a change, false for the same channels', () => {
    const input = { channels: { email: true, whatsapp: true, sms: true }, language: 'en' as const }
    expect(channelsChanged(null, input)).toBe(true)
    expect(channelsChanged(choices(), input)).toBe(false)
    expect(channelsChanged(choices({ sms: false }), input)).toBe(true)
  })
})

describe('codeStateOf', () => {
  const now = new Date('2026-12-01T10:00:00Z')
  it('reads none, open, expired and used-up', () => {
    expect(codeStateOf({ hash: null, expiresAt: null, tries: 0 }, now)).toBe('none')
    expect(codeStateOf({ hash: 'h', expiresAt: '2026-12-01T10:01:00Z', tries: 0 }, now)).toBe('open')
    expect(codeStateOf({ hash: 'h', expiresAt: '2026-12-01T09:59:59Z', tries: 0 }, now)).toBe('expired')
    expect(codeStateOf({ hash: 'h', expiresAt: '2026-12-01T10:01:00Z', tries: PHONE_CODE_MAX_TRIES }, now)).toBe(
      'used-up',
    )
  })
})

describe('buttonAnswerOf', () => {
  it('reads the three payloads and refuses anything else', () => {
    const id = '3f2b8a4e-0000-4000-8000-000000000001'
    expect(buttonAnswerOf(`CONFIRM:${id}`)).toEqual({ answer: 'confirm', reminderId: id })
    expect(buttonAnswerOf(buttonPayload('reschedule', id))).toEqual({ answer: 'reschedule', reminderId: id })
    expect(buttonAnswerOf(`CANCEL:${id}`)).toEqual({ answer: 'cancel', reminderId: id })
    expect(buttonAnswerOf('DELETE:x')).toBeNull()
    expect(buttonAnswerOf('CONFIRM:')).toBeNull()
    expect(buttonAnswerOf('CONFIRM:a b')).toBeNull()
  })
})

describe('mobileOf', () => {
  it('reads an Indian WhatsApp id or E.164 number as ten digits', () => {
    expect(mobileOf('919876543210')).toBe('9876543210')
    expect(mobileOf('+919876543210')).toBe('9876543210')
    expect(mobileOf('14155550100')).toBeNull()
  })
})
