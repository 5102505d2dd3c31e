import { THERAPY_TYPES } from '@app/iep/schema'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { speak } from '../test/helpers'
import { therapyName } from './therapy-types'

describe('the therapies of an IEP as people read them', () => {
  afterEach(async () => {
    await speak('en')
    vi.unstubAllGlobals()
  })

  it('in English, as the doctor chose them', () => {
    expect(THERAPY_TYPES.map(therapyName)).toEqual(THERAPY_TYPES)
  })

  it('in Telugu and Hindi, every one of the doctor’s choices in the language (docs/i18n-glossary.md)', async () => {
    await speak('te')
    expect(THERAPY_TYPES.map(therapyName)).toEqual([
      'స్పీచ్ థెరపీ',
      'ఆక్యుపేషనల్ థెరపీ',
      'బిహేవియర్ థెరపీ',
      'బిహేవియర్ మోడిఫికేషన్',
      'రెమిడియల్ థెరపీ',
      'ప్రత్యేక విద్య',
    ])
    await speak('hi')
    expect(THERAPY_TYPES.map(therapyName)).toEqual([
      'स्पीच थेरेपी',
      'ऑक्यूपेशनल थेरेपी',
      'बिहेवियर थेरेपी',
      'बिहेवियर मॉडिफ़िकेशन',
      'रेमेडियल थेरेपी',
      'विशेष शिक्षा',
    ])
  })

  it('a name the API took outside those choices stays as it was stored, in any language', async () => {
    await speak('te')
    expect(therapyName('Music Therapy')).toBe('Music Therapy')
  })
})
