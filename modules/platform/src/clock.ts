/** The current time. Injected where rules depend on it (OTP expiry, throttling) so tests can move it. */
export type Clock = () => Date

export const systemClock: Clock = () => new Date()
