import { pino, type Logger } from 'pino'

export type { Logger }

/** Structured JSON logs on stdout; LOG_LEVEL=silent in tests keeps output readable. */
export function createLogger(name = 'app'): Logger {
  return pino({
    name,
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    redact: { paths: ['req.headers.authorization', '*.password', '*.token'], remove: true },
  })
}

export const logger = createLogger()
