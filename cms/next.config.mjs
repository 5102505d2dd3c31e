import { withPayload } from '@payloadcms/next/withPayload'

/** Next.js hosts only Payload's admin panel (/admin) inside our Express server; Express serves its REST API (/cms-api). */
const nextConfig = {
  // Our workspace modules ship TypeScript source; Next compiles them for the admin bundle.
  transpilePackages: ['@app/accounts', '@app/centres', '@app/children', '@app/mail', '@app/platform'],
  // Type checking and linting run once for the whole repository (npm run typecheck / lint).
  typescript: { ignoreBuildErrors: true },
  images: { unoptimized: true },
  // No X-Powered-By (withPayload would add "Next.js, Payload"); the server's security headers: decision 022.
  poweredByHeader: false,
  turbopack: { root: new URL('..', import.meta.url).pathname },
  outputFileTracingRoot: new URL('..', import.meta.url).pathname,
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
