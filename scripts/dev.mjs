// `npm run dev`: builds the browser bundles and the admin panel once, then runs the server from
// source and restarts it when server code changes. Rebuild the site or portal with
// `npm run build -w @app/site` / `-w @app/portal`, or use `npx vite portal` for the portal's dev server.
import { spawn, spawnSync } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const build = spawnSync('npx', ['turbo', 'run', 'build', '--output-logs=errors-only'], { cwd: root, stdio: 'inherit' })
if (build.status !== 0) process.exit(build.status ?? 1)
const child = spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'modules/server/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', (code) => process.exit(code ?? 0))
