import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import type { IepDto } from '@app/iep/schema'
import { iepsQueryKey } from './get-ieps'
import { afterIepSaved, withSavedPlan } from './save-answer'

const plan = (id: string, therapy: string) => ({ _id: id, therapy }) as unknown as IepDto

describe('afterIepSaved', () => {
  it('when a save answers the plan, then the open screen shows it without fetching the list again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } })
    let fetches = 0
    const observer = new QueryObserver<IepDto[]>(queryClient, {
      queryKey: [...iepsQueryKey('child-1'), 'doctor'],
      queryFn: async () => {
        fetches++
        return [plan('a', 'Speech Therapy'), plan('b', 'Occupational Therapy')]
      },
    })
    const seen: Array<IepDto[] | undefined> = []
    const unsubscribe = observer.subscribe((result) => seen.push(result.data))
    await settled(() => fetches === 1 && seen.at(-1) !== undefined)

    afterIepSaved(queryClient, 'child-1', plan('b', 'Occupational Therapy, saved'))
    await new Promise((resolve) => setTimeout(resolve, 20))

    expect(fetches).toBe(1)
    expect(observer.getCurrentResult().data?.map((item) => item.therapy)).toEqual([
      'Speech Therapy',
      'Occupational Therapy, saved',
    ])
    expect(queryClient.getQueryState([...iepsQueryKey('child-1'), 'doctor'])?.isInvalidated).toBe(false)
    unsubscribe()
    queryClient.clear()
  })
})

describe('withSavedPlan', () => {
  it('when the plan is new, then it comes first; when known, it replaces the old one in place', () => {
    const list = [plan('a', 'one'), plan('b', 'two')]
    expect(withSavedPlan(list, plan('c', 'three'))?.map((item) => item._id)).toEqual(['c', 'a', 'b'])
    expect(withSavedPlan(list, plan('a', 'one, saved'))?.map((item) => item.therapy)).toEqual(['one, saved', 'two'])
    expect(withSavedPlan(undefined, plan('a', 'x'))).toBeUndefined()
  })
})

async function settled(done: () => boolean) {
  for (let i = 0; i < 100 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  if (!done()) throw new Error('timed out')
}
