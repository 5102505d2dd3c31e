// The dashboards list a doctor's or therapist's assigned children five to a page, searched by name. The whole
// list comes in one call (tens of children), so searching and paging happen here, as plain functions.

/** Children per page on the doctor's and therapist's dashboards. */
export const PAGE_SIZE = 5

/** The children whose name contains the search, ignoring case, accents and extra spaces. */
export function matchByName<T extends { name: string }>(children: readonly T[], search: string): T[] {
  const fold = (text: string) =>
    text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().replace(/\s+/g, ' ').trim()
  const wanted = fold(search)
  return wanted ? children.filter((child) => fold(child.name).includes(wanted)) : [...children]
}

/** One page (1-based, clamped to the pages there are) and the numbers "Showing a–b of n" needs. */
export function pageOf<T>(rows: readonly T[], page: number, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(rows.length / size))
  const current = Math.min(Math.max(1, page), pages)
  const start = (current - 1) * size
  const slice = rows.slice(start, start + size)
  return {
    rows: slice,
    page: current,
    pages,
    first: slice.length ? start + 1 : 0,
    last: start + slice.length,
    total: rows.length,
  }
}

/** Whole years from a YYYY-MM-DD birthday to `today`, one less before this year's birthday. */
export function ageOn(dob: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  let age = today.getUTCFullYear() - year
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1
  return Math.max(0, age)
}
