import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { SiteData } from '@app/content/types'
import { App } from './app/App.tsx'

declare global {
  interface Window {
    __SITE_DATA__: SiteData
  }
}

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <App data={window.__SITE_DATA__} />
  </StrictMode>,
)
