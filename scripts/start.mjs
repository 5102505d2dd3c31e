// `npm start`: runs the server from TypeScript source through tsx (Node 20 cannot run .ts itself).
import { spawn } from 'node:child_process'
import { serverArgs } from './server-command.mjs'

const child = spawn(process.execPath, serverArgs(), { stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
