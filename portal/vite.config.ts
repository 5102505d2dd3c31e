import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { chunkGroups, messagesChunkOf } from './chunk-groups.ts'
import { dynamicFacades } from './dynamic-facades.ts'
import { lucideIconImports } from './lucide-icon-imports'
import { compileCatalogues } from './src/i18n/compile-catalogues'
import { precompress } from './precompress.ts'
import { routePreloads } from './route-preloads.ts'

const API_ORIGIN = 'http://localhost:3000'

export default defineConfig(({ command }) => ({
  // The server serves the built portal at /app/ (and index.html for every portal route);
  // the dev server serves it at the root so the real paths (/login, /admindashboard) work.
  base: command === 'build' ? '/app/' : '/',
  plugins: [
    lucideIconImports(),
    compileCatalogues(),
    react(),
    tailwindcss(),
    routePreloads(),
    dynamicFacades(),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    // Every browser the portal supports preloads modules itself (Chromium 66, Safari 17, Firefox 115); without Vite's
    // polyfill the entry chunk only imports the app's chunks, and Vite loads those itself: one request fewer.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    // The language switcher's two faces of a few KB are data URLs (decisions 067, 069): on a phone's HTTP/1.1 each
    // file took one of six connections just when the app's scripts start. The Telugu and Devanagari faces (36-54 KB,
    // fetched only by a page in those languages) stay files.
    assetsInlineLimit: (file) =>
      /language-name-[a-z]+\.woff$/.test(file) ? true : /\.woff2?$/.test(file) ? false : undefined,
    rolldownOptions: {
      output: {
        // React changes least often: its own long-lived chunk. Every other library goes with the screens
        // that use it, so /login does not download the booking form's or a PDF's code (decision 017).
        // jsPDF is imported dynamically by appointment-pdf.ts, and loads html2canvas, canvg and DOMPurify
        // itself only for HTML and SVG, which the summary never uses.
        codeSplitting: {
          groups: [
            { name: 'react', priority: 90, test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // A language's catalogues in two chunks, the first screens' and the rest's: loaded one file each they were
            // 29 requests before a Telugu page could be drawn (decisions 069, 070). English rides with the features.
            // Below the app's group, which claims what the app imports first (Vite's preload helper, which a list of
            // catalogues imports too: a group takes its modules' imports along, and the Telugu chunk took it from the
            // app and the Hindi one's).
            { name: messagesChunkOf, priority: 79 },
            ...chunkGroups,
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
}))
