import { describe, expect, it } from 'vitest'
import { passwordChecklist } from './password-checklist'

function met(password: string, confirm = password): string[] {
  return passwordChecklist(password, confirm)
    .filter((item) => item.isMet)
    .map((item) => item.id)
}

describe('passwordChecklist', () => {
  it('ticks nothing for an empty password', () => {
    expect(met('', '')).toEqual([])
  })

  it('ticks every line for a strong password typed twice', () => {
    expect(met('Strong@1')).toEqual(['minLength', 'uppercase', 'lowercase', 'number', 'special', 'matches'])
  })

  it('needs at least 6 characters: 5 is not enough, 6 is', () => {
    expect(met('Ab1@x')).not.toContain('minLength')
    expect(met('Ab1@xy')).toContain('minLength')
  })

  it('tells uppercase, lowercase, digits and special characters apart', () => {
    expect(met('ABCDEF', '')).toEqual(['minLength', 'uppercase'])
    expect(met('abcdef', '')).toEqual(['minLength', 'lowercase'])
    expect(met('123456', '')).toEqual(['minLength', 'number'])
    expect(met('!#%&*_', '')).toEqual(['minLength', 'special'])
  })

  it('ticks match only when the confirmation equals the password', () => {
    expect(met('Strong@1', 'Strong@2')).not.toContain('matches')
    expect(met('Strong@1', 'strong@1')).not.toContain('matches')
  })

  it('keeps the lines in the order the form shows them', () => {
    expect(passwordChecklist('x', 'x').map((item) => item.label)).toEqual([
      'At least 6 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
      'Passwords match',
    ])
  })
})
