import { createHash } from 'node:crypto'
import { Router, type Request, type Response } from 'express'
import { callerOf, forbidden, isRecordId, parseInput, requireAuth, route } from '@app/platform'
import { answerWordsOf } from './reminders.answers.ts'
import type { LinkPage } from './use-cases/answer-link.ts'
import type { RemindersService } from './reminders.service.ts'
import { DayMarksQuerySchema, FiguresQuerySchema } from './reminders.schema.ts'

// The reminders' calls (docs/api/reminders.md): the day view's marks, the monthly figures, and the one-click
// links' two small pages (GET asks with one button, POST answers), which carry no session.

function queryOf(req: Request, names: readonly string[]): Record<string, string> {
  const query: Record<string, string> = {}
  for (const name of names) {
    const value = req.query[name]
    if (typeof value === 'string') query[name] = value
  }
  return query
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const STYLE =
  'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}' +
  'h1{font-size:1.25rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.4rem;border:0;background:#0f766e;color:#fff;cursor:pointer}' +
  'button.cancel{background:#b91c1c}a{color:#0f766e}'
/** The pages' one style sheet, allowed by its hash; nothing else may load, the form may post only here. */
const PAGE_POLICY = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`

/**
 * The links are opened by a person: a browser's navigation and its form's post accept `text/html`, and get the page.
 * Any other client (a script, a mail scanner that asks for no HTML) gets the same answer as JSON, so that a refusal
 * under /api is `{ message }` with its status, as every other call's is.
 */
const wantsPage = (req: Request) => /\btext\/html\b/i.test(req.get('accept') ?? '')

function sendAnswer(req: Request, res: Response, page: LinkPage, actionPath: string) {
  if (wantsPage(req)) return sendPage(res, page, actionPath)
  res.set('Cache-Control', 'no-store')
  if (page.kind === 'refused') return void res.status(page.status).json({ message: page.message })
  if (page.kind === 'done') return void res.json({ message: page.message })
  res.json({ question: page.question, action: page.action, refund: page.refund })
}

function sendPage(res: Response, page: LinkPage, actionPath: string) {
  const words = answerWordsOf(page.language)
  const body =
    page.kind === 'ask'
      ? `<h1>${escape(page.question)}</h1>${page.refund ? `<p>${escape(page.refund)}</p>` : ''}` +
        `<form method="post" action="${escape(actionPath)}"><button type="submit"${page.action === 'cancel' ? ' class="cancel"' : ''}>` +
        `${escape(page.action === 'confirm' ? words.yesConfirm : words.yesCancel)}</button></form>`
      : `<h1>${escape(page.message)}</h1>`
  res
    .status(page.kind === 'refused' ? page.status : 200)
    .set('Content-Security-Policy', PAGE_POLICY)
    .set('Cache-Control', 'no-store')
    .set('Referrer-Policy', 'no-referrer')
    .type('html')
    .send(
      `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escape(words.pageTitle)}</title><style>${STYLE}</style></head><body>${body}` +
        `<p><a href="/parentdashboard">${escape(words.openPortal)}</a></p></body></html>`,
    )
}

export function createRemindersRouter(service: RemindersService) {
  const router = Router({ caseSensitive: false })

  router.get(
    '/centres/:centreId/reminders',
    requireAuth('admin'),
    route(async (req, res) => {
      const centreId = String(req.params.centreId)
      if (!isRecordId(centreId)) throw forbidden()
      const { date } = parseInput(DayMarksQuerySchema, queryOf(req, ['date']))
      res.json(await service.readDayMarks(callerOf(req), { centreId, date }))
    }),
  )

  router.get(
    '/reminders/figures',
    requireAuth('admin', 'superadmin'),
    route(async (req, res) => {
      const query = parseInput(FiguresQuerySchema, queryOf(req, ['month', 'centreId']))
      res.json(await service.readMonthFigures(callerOf(req), query))
    }),
  )

  // A one-click link (docs/api/reminders.md, "One-click links"): GET only reads (mail scanners fetch links), the
  // page's one button POSTs the answer.
  router.get(
    '/reminders/links/:token',
    route(async (req, res) => {
      const token = String(req.params.token).slice(0, 1000)
      sendAnswer(req, res, await service.readLink(token), req.originalUrl.split('?')[0])
    }),
  )
  router.post(
    '/reminders/links/:token',
    route(async (req, res) => {
      const token = String(req.params.token).slice(0, 1000)
      sendAnswer(req, res, await service.useLink(token), req.originalUrl.split('?')[0])
    }),
  )

  return router
}
