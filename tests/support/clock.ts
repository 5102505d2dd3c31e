/** A clock for the server under test: real time plus an offset the test moves forward. */
export interface TestClock {
  now: () => Date
  advance(ms: number): void
}

export function createTestClock(): TestClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += ms
    },
  }
}
