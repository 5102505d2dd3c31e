import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import type { SiteData } from '@app/content/types'
import { App } from './app/App.tsx'
import { SITE_DATA_ID } from './lib/site-data.ts'

// The server wrote the page's data as a JSON block (site/src/server/index.ts).
const data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? 'null') as SiteData

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <App data={data} />
  </StrictMode>,
)
