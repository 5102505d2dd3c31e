import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MessagesProvider } from '../i18n/provider'
import { Pagination, type PageSizeChoice } from './pagination'

const render = (page: number, pages: number, pageSize?: PageSizeChoice) =>
  renderToStaticMarkup(
    <MessagesProvider>
      <Pagination
        label="Pages of appointments"
        page={page}
        pages={pages}
        onPageChange={() => undefined}
        pageSize={pageSize}
        summary={<span>12 appointments</span>}
      />
    </MessagesProvider>,
  )

describe('Pagination', () => {
  it('names its landmark, says where the reader is and turns off Previous on the first page', () => {
    const html = render(1, 3)
    expect(html).toContain('<nav aria-label="Pages of appointments"')
    expect(html).toContain('Page 1 of 3')
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*>.*Previous/)
    expect(html).not.toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Next/)
    expect(html).toContain('12 appointments')
  })

  it('never shows a page beyond the last while a shorter list arrives', () => {
    expect(render(5, 2)).toContain('Page 2 of 2')
  })

  it('offers the page sizes under one "Rows per page" label tied to its select, the size in use chosen', () => {
    const html = render(1, 3, { value: 25, options: [10, 25, 50], onChange: () => undefined })
    const label = html.match(/<label for="([^"]+)"[^>]*>Rows per page<\/label>/)
    expect(label).not.toBeNull()
    const select = html.match(new RegExp(`<select[^>]* id="${label?.[1]}"[^>]*>(.*?)</select>`))?.[1] ?? ''
    expect([...select.matchAll(/<option value="(\d+)"/g)].map((m) => m[1])).toEqual(['10', '25', '50'])
    expect(select).toMatch(/<option value="25" selected="">/)
  })

  it('shows no size choice when the list has none', () => {
    expect(render(1, 3)).not.toContain('Rows per page')
  })
})
