export interface PageHead {
  title: string
  description: string
  path: string
}

const SITE_NAME = 'Child Development Centres'

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The <head> tags every page carries: title, description, canonical and sharing tags. */
export function renderHead(head: PageHead, publicUrl: string): string {
  const title = head.title === SITE_NAME ? SITE_NAME : `${head.title} | ${SITE_NAME}`
  const url = new URL(head.path, publicUrl).toString()
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(head.description)}" />`,
  ]
  return tags.join('\n    ')
}

export { SITE_NAME, escapeHtml }
