// Unit tests only: an IepDto as the server answers it, with three months and sensible defaults.
import type { IepDto, IepMonthDto, IepVersionDto } from '@app/iep/schema'

export function makeVersion(overrides: Partial<IepVersionDto> = {}): IepVersionDto {
  return {
    version: 1,
    month: 11,
    target: 'Speaks in three-word sentences',
    goals: ['Names 20 objects', 'Asks for help with words'],
    goalGames: [],
    performance: [],
    therapistFeedback: '',
    doctorFeedback: '',
    childVideo: null,
    updatedAt: '2026-11-02T05:30:00.000Z',
    updatedBy: { name: 'Dr. Meera Iyer', role: 'doctor' },
    ...overrides,
  }
}

export function makeMonth(monthIndex: number, overrides: Partial<IepMonthDto> = {}): IepMonthDto {
  const calendar = [
    { month: 11, year: 2026 },
    { month: 12, year: 2026 },
    { month: 1, year: 2027 },
  ][monthIndex]
  return {
    monthIndex,
    ...calendar,
    latest: makeVersion({ month: calendar.month }),
    history: [],
    entries: [],
    meanPerGoal: [null, null],
    review: null,
    ...overrides,
  }
}

export function makeIep(overrides: Partial<IepDto> = {}): IepDto {
  return {
    _id: 'iep1',
    childId: 'c1',
    createdAt: '2026-11-02T05:30:00.000Z',
    therapy: 'Speech Therapy',
    therapistName: 'Sana Fatima',
    doctorId: { _id: 'd1', name: 'Dr. Meera Iyer' },
    feedback: '',
    startingMonth: 11,
    startingYear: 2026,
    selectedMonths: [11, 12, 1],
    selectedMonthsNames: ['November', 'December', 'January'],
    monthlyGoals: [makeMonth(0), makeMonth(1), makeMonth(2)],
    ...overrides,
  }
}
