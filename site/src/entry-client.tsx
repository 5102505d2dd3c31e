import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { App } from './app/App.tsx'
import type { SiteData } from './lib/site-data.ts'

declare global {
  interface Window {
    __SITE_DATA__: SiteData
  }
}

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <BrowserRouter>
      <App data={window.__SITE_DATA__} />
    </BrowserRouter>
  </StrictMode>,
)
