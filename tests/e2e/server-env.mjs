// The settings of a journey server (tests/e2e/serve.mjs), kept in one place so the server that seeds the journeys'
// template database (tests/e2e/template.mjs) writes the seed under exactly the settings the journeys' servers run with.

/** The environment of a journey server on `port`, its mail on `smtpPort`, WhatsApp's fake on `whatsAppPort`. */
export function e2eServerEnv({ port, smtpPort, whatsAppPort, databaseUrl, mediaDir }) {
  return {
    ...process.env,
    PORT: String(port),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    WHATSAPP_API_URL: `http://127.0.0.1:${whatsAppPort}/v21.0`,
    WHATSAPP_TOKEN: 'fake-whatsapp-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_APP_SECRET: 'fake-app-secret',
    WHATSAPP_VERIFY_TOKEN: 'fake-verify-token',
    DATABASE_URL: databaseUrl,
    // Uploaded images go with the database, so every run starts from the seed's pictures.
    MEDIA_DIR: mediaDir,
    PAYLOAD_SECRET: 'e2e-secret-that-is-long-enough-for-payload',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  }
}
