/** An error whose message is safe to show to the caller, with the HTTP status that means it. */
export class HttpError extends Error {
  override name = 'HttpError'
  constructor(
    readonly status: number,
    message: string,
    readonly details?: { fieldErrors?: Record<string, string>; [key: string]: unknown },
  ) {
    super(message)
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new HttpError(400, message, fieldErrors ? { fieldErrors } : undefined)
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message)
export const forbidden = (message = 'You are not allowed to do this') => new HttpError(403, message)
export const notFound = (message = 'Not found') => new HttpError(404, message)
export const conflict = (message: string) => new HttpError(409, message)
export const tooManyRequests = (message: string) => new HttpError(429, message)

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError
}
