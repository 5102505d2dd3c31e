export { createApp, PORTAL_ROUTES, type AppInstance } from './app.ts'
export { centreRoom, type Realtime } from './realtime.ts'
export { startServer, stopOnSignals, type RunningServer, type StartOptions } from './server.ts'
export { seedFirstStart } from './seed.ts'
