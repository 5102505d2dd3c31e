// The dashboards list a doctor's or therapist's assigned children five to a page, searched by name. The server
// pages and searches (decision 034); these plain functions turn its answer into what the page controls show.

/** Children per page on the doctor's and therapist's dashboards (the server's default page size for these lists). */
export const PAGE_SIZE = 5

/**
 * The numbers "Showing a–b of n" and "Page x of y" need, for page `page` (1-based) holding `count` rows of
 * `total` matches in all.
 */
export function pageNumbers(page: number, count: number, total: number, size = PAGE_SIZE) {
  const pages = Math.max(1, Math.ceil(total / size))
  const start = (page - 1) * size
  return {
    page,
    pages,
    first: count ? start + 1 : 0,
    last: start + count,
    total,
  }
}

/** The last page there is of `total` matches: where a page past the end goes back to. */
export const lastPageOf = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size))

/** Whole years from a YYYY-MM-DD birthday to `today`, one less before this year's birthday. */
export function ageOn(dob: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dob)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  let age = today.getUTCFullYear() - year
  if (today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)) age -= 1
  return Math.max(0, age)
}
