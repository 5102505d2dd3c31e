// The reasons a start can fail in words an operator can act on. Kept apart from payload.ts and redis.ts so that
// main.ts can name them without loading Payload or the Redis client before the configuration has been checked.

/** Why the server could not reach its database. */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

/** Why the server could not reach Redis at start. */
export class RedisUnavailableError extends Error {
  override name = 'RedisUnavailableError'
}
