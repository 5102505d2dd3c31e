import base from './vite.config.ts'
export default (env) => {
  const c = base(env)
  c.build.outDir = '/tmp/pm'
  c.build.sourcemap = true
  c.plugins = c.plugins.filter(Boolean)
  return c
}
