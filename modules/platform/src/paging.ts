import * as v from 'valibot'
import { noControlCharacters } from './schema.ts'

// Browser-safe (valibot only): the portal offers the same page sizes the server accepts.

/** The page sizes every paged list offers; the first is the default. */
export const PAGE_SIZES = [10, 25, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

/** The response header a paged list answers with: how many rows match in all, across every page. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count'

const PAGE_MESSAGE = 'Page must be a whole number from 1'
const pageSizeMessage = (sizes: readonly number[]) => `Page size must be one of ${sizes.join(', ')}`

/**
 * A list's `?page&limit` with these page sizes (the first is the default), as the query strings Express hands
 * over. Either one asks for one page (page 1 and the first page size when left out); neither asks for the
 * whole list. Anything else fails with a message, which the routes answer as a 400.
 */
export function pageQuerySchemaOf<const Sizes extends readonly [number, ...number[]]>(sizes: Sizes) {
  return v.object({
    page: v.optional(
      v.pipe(
        v.string(PAGE_MESSAGE),
        v.trim(),
        v.regex(/^\d{1,6}$/, PAGE_MESSAGE),
        v.transform(Number),
        v.minValue(1, PAGE_MESSAGE),
      ),
    ),
    limit: v.optional(
      v.pipe(
        v.string(pageSizeMessage(sizes)),
        v.trim(),
        v.transform(Number),
        v.picklist(sizes, pageSizeMessage(sizes)),
      ),
    ),
  })
}

/** The shared `?page&limit` of the lists that offer PAGE_SIZES. */
export const PageQuerySchema = pageQuerySchemaOf(PAGE_SIZES)
export type PageQuery = v.InferOutput<typeof PageQuerySchema>

/** A list's `?search` term: text of at most 100 characters, trimmed, without control characters; '' when left out. */
export const searchField = v.optional(
  v.pipe(
    v.string('Search must be text'),
    v.trim(),
    v.maxLength(100, 'Search is too long'),
    noControlCharacters('Search must not contain control characters'),
  ),
  '',
)

/** A list's `?search` alone, for lists that check their other filters themselves. */
export const SearchQuerySchema = v.object({ search: searchField })

/** One page of a list: its number (from 1) and its size. */
export interface Page {
  number: number
  limit: number
}

/**
 * The page a checked query asks for, or undefined for the whole list; `sizes` are the list's page sizes
 * (PAGE_SIZES unless it offers others), the first the default.
 */
export const requestedPage = (
  query: { page?: number; limit?: number },
  sizes: readonly [number, ...number[]] = PAGE_SIZES,
): Page | undefined =>
  query.page === undefined && query.limit === undefined
    ? undefined
    : { number: query.page ?? 1, limit: query.limit ?? sizes[0] }

/** How many rows come before a page. */
export const offsetOf = (page: Page): number => (page.number - 1) * page.limit
