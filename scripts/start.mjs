// `npm start`: runs the server from TypeScript source through tsx (Node 20 cannot run .ts itself).
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const entry = fileURLToPath(new URL('../modules/server/src/main.ts', import.meta.url))
const child = spawn(process.execPath, ['--import', 'tsx', entry], { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
