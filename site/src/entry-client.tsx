import { StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './app/App.tsx'
import { SITE_DATA_ID, type PageData } from './lib/site-data.ts'

// The server wrote the page's data, with its language's words, as a JSON block (site/src/server/index.ts).
const data = JSON.parse(document.getElementById(SITE_DATA_ID)?.textContent ?? 'null') as PageData

hydrateRoot(
  document.getElementById('root') as HTMLElement,
  <StrictMode>
    <App data={data} />
  </StrictMode>,
)
