import { CONSULTATION_TYPE_NAMES } from '@app/appointments/schema'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '../test/helpers'
import { consultationLabel, consultationName } from './consultation-types'

describe('consultation types as people read them', () => {
  afterEach(async () => {
    await speak('en')
    vi.unstubAllGlobals()
  })

  it('in English, as the price list writes them, with the fee', () => {
    expect(CONSULTATION_TYPE_NAMES.map(consultationName)).toEqual(CONSULTATION_TYPE_NAMES)
    expect(consultationLabel('New Consultation')).toBe('New Consultation (Rs.700)')
    expect(consultationLabel('Assessment (IQ)')).toBe('Assessment (IQ) (Rs.6000)')
    expect(consultationLabel('For IB board Assessment (IQ)')).toBe('For IB board Assessment (IQ) (Rs.12000)')
  })

  it('in Telugu and Hindi, each type in the language and the fee in rupees, the stored value untouched', async () => {
    await speak('te')
    expect(consultationName('New Consultation')).toBe('కొత్త కన్సల్టేషన్')
    expect(consultationLabel('Assessment (IQ)')).toBe('IQ అసెస్‌మెంట్ (₹6000)')
    await speak('hi')
    expect(consultationName('New Consultation')).toBe('नया कंसल्टेशन')
    expect(consultationLabel('For IB board Assessment (IQ)')).toBe('IB बोर्ड के लिए IQ आकलन (₹12000)')
  })

  it('a value that is not one of the types shows as it is stored, in any language', async () => {
    expect(consultationLabel('Something else')).toBe('Something else')
    await speak('hi')
    expect(consultationName('Something else')).toBe('Something else')
  })
})
