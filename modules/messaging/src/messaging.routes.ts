// The messaging module's /api calls (docs/api/messaging.md): thin, as docs/modules.md §8 says.
import express, { Router } from 'express'
import { callerOf, jsonBody, parseInput, requireAuth, route } from '@app/platform'
import {
  CheckPhoneCodeSchema,
  LANGUAGE_SAVED_MESSAGE,
  LanguageSchema,
  PHONE_VERIFIED_MESSAGE,
  PreferencesSchema,
  PREFERENCES_SAVED_MESSAGE,
  SendPhoneCodeSchema,
} from './messaging.schema.ts'
import type { MessagingService } from './messaging.service.ts'

/** The largest notification the webhook reads (Meta batches up to about a thousand events). */
const WEBHOOK_BODY_LIMIT = '2mb'

const queryText = (value: unknown) => (typeof value === 'string' ? value : '')

export function createMessagingRouter(service: MessagingService): Router {
  const router = Router({ caseSensitive: false })

  router.get(
    '/parents/preferences',
    requireAuth(),
    route(async (req, res) => {
      res.json(await service.readPreferences(callerOf(req)))
    }),
  )
  router.put(
    '/parents/preferences',
    requireAuth(),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(PreferencesSchema, req.body)
      const preferences = await service.savePreferences(callerOf(req), input)
      res.json({ message: PREFERENCES_SAVED_MESSAGE, preferences })
    }),
  )
  router.put(
    '/parents/preferences/language',
    requireAuth(),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(LanguageSchema, req.body)
      const preferences = await service.saveLanguage(callerOf(req), input)
      res.json({ message: LANGUAGE_SAVED_MESSAGE, preferences })
    }),
  )
  router.post(
    '/parents/phone-verification',
    requireAuth(),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(SendPhoneCodeSchema, req.body)
      res.json(await service.sendPhoneCode(callerOf(req), input))
    }),
  )
  router.put(
    '/parents/phone-verification',
    requireAuth(),
    jsonBody(),
    route(async (req, res) => {
      const input = parseInput(CheckPhoneCodeSchema, req.body)
      const preferences = await service.checkPhoneCode(callerOf(req), input)
      res.json({ message: PHONE_VERIFIED_MESSAGE, preferences })
    }),
  )

  router.get('/webhooks/whatsapp', (req, res) => {
    const challenge = service.verifyWhatsAppSubscription({
      mode: queryText(req.query['hub.mode']),
      token: queryText(req.query['hub.verify_token']),
      challenge: queryText(req.query['hub.challenge']),
    })
    res.type('text/plain').send(challenge)
  })
  // The raw bytes, not parsed JSON: the signature is over the body exactly as sent (jsonBody is never global).
  router.post(
    '/webhooks/whatsapp',
    express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }),
    route(async (req, res) => {
      const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0)
      const outcome = await service.handleWhatsAppNotification({ rawBody, signature: req.get('x-hub-signature-256') })
      // A part that failed is given back: a 500 makes Meta send the notification again, and what was handled
      // is then skipped by its key.
      res.status(outcome.failed > 0 ? 500 : 200).json(outcome)
    }),
  )
  return router
}
