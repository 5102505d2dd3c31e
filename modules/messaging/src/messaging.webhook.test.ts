import { describe, expect, it } from 'vitest'
import { isStopWord } from './messaging.rules.ts'
import { eventKeyOf, eventsOf, signatureMatches, signatureOf } from './messaging.webhook.ts'

const secret = 'app-secret'
const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}')

describe('signatureMatches', () => {
  it('accepts the HMAC-SHA256 of the raw body with the app secret', () => {
    expect(signatureMatches(secret, body, signatureOf(secret, body))).toBe(true)
  })
  it('refuses another secret, another body, a missing or malformed header, and no secret', () => {
    expect(signatureMatches(secret, body, signatureOf('other', body))).toBe(false)
    expect(signatureMatches(secret, Buffer.from(`${body.toString()} `), signatureOf(secret, body))).toBe(false)
    expect(signatureMatches(secret, body, undefined)).toBe(false)
    expect(signatureMatches(secret, body, 'sha256=zz')).toBe(false)
    expect(signatureMatches(secret, body, signatureOf(secret, body).replace('sha256=', 'sha1='))).toBe(false)
    expect(signatureMatches('', body, signatureOf('', body))).toBe(false)
  })
})

describe('eventsOf', () => {
  it('reads texts, template buttons, interactive replies and statuses', () => {
    const events = eventsOf({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'WABA',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                messages: [
                  { from: '919876543210', id: 'wamid.1', type: 'text', text: { body: 'STOP' } },
                  {
                    from: '919876543210',
                    id: 'wamid.2',
                    type: 'button',
                    button: { payload: 'CONFIRM:r1', text: 'Confirm' },
                  },
                  {
                    from: '919876543210',
                    id: 'wamid.3',
                    type: 'interactive',
                    interactive: { type: 'button_reply', button_reply: { id: 'CANCEL:r1', title: 'Cancel' } },
                  },
                  { from: '919876543210', id: 'wamid.4', type: 'image' },
                ],
                statuses: [
                  { id: 'wamid.out', status: 'delivered', recipient_id: '919876543210' },
                  { id: 'wamid.out2', status: 'failed', errors: [{ code: 131026, title: 'Message undeliverable' }] },
                  { id: 'wamid.out3', status: 'unknown' },
                ],
              },
            },
          ],
        },
      ],
    })
    expect(events).toEqual([
      { kind: 'text', id: 'wamid.1', from: '919876543210', text: 'STOP' },
      { kind: 'button', id: 'wamid.2', from: '919876543210', payload: 'CONFIRM:r1' },
      { kind: 'button', id: 'wamid.3', from: '919876543210', payload: 'CANCEL:r1' },
      { kind: 'other', id: 'wamid.4', from: '919876543210' },
      { kind: 'status', id: 'wamid.out', status: 'delivered' },
      { kind: 'status', id: 'wamid.out2', status: 'failed', reason: '131026 Message undeliverable' },
    ])
    expect(events.map(eventKeyOf).slice(-2)).toEqual(['status:wamid.out:delivered', 'status:wamid.out2:failed'])
  })

  it('reads nothing from what is not a notification', () => {
    expect(eventsOf(null)).toEqual([])
    expect(eventsOf({ entry: 'x' })).toEqual([])
    expect(eventsOf([1, 2])).toEqual([])
  })
})

describe('isStopWord', () => {
  it('matches STOP in any case with spaces or a full stop, and nothing longer', () => {
    for (const text of ['STOP', 'stop', ' Stop. ', 'unsubscribe']) expect(isStopWord(text)).toBe(true)
    for (const text of ['stop it', "don't stop", '']) expect(isStopWord(text)).toBe(false)
  })
})
