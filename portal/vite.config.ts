import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { compileCatalogues } from './src/i18n/compile-catalogues'

const API_ORIGIN = 'http://localhost:3000'

export default defineConfig(({ command }) => ({
  // The server serves the built portal at /app/ (and index.html for every portal route);
  // the dev server serves it at the root so the real paths (/login, /admindashboard) work.
  base: command === 'build' ? '/app/' : '/',
  plugins: [compileCatalogues(), react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks stay cached across portal releases.
        codeSplitting: {
          groups: [
            // jsPDF and what it pulls in stay in a chunk of their own, loaded only when a PDF is made
            // (appointment-pdf.ts imports it dynamically); the vendor group would otherwise absorb it.
            {
              name: 'pdf',
              test: /node_modules[\\/](jspdf|fflate|fast-png|iobuffer|pako|@babel[\\/]runtime|html2canvas|canvg|dompurify|core-js|raf|rgbcolor|stackblur-canvas|svg-pathdata|performance-now|text-segmentation|css-line-break|utrie|base64-arraybuffer)[\\/]/,
              priority: 1,
            },
            // Vite's preload helper runs the dynamic import, so it must not ride in the chunk it loads.
            { name: 'preload-helper', test: /preload-helper/, priority: 2 },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
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
