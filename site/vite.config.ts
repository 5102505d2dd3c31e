import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  build: {
    manifest: true,
    emptyOutDir: true,
    // Fonts stay files, however small: the site's CSP allows fonts from 'self' only, not data: URLs (decision 022).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
  },
  ssr: { noExternal: [] },
})
