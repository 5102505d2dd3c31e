import { useEffect } from 'react'
import { Layout } from '../components/layout/Layout.tsx'
import { I18nProvider } from '../i18n/I18nProvider.tsx'
import type { PageData } from '../lib/site-data.ts'
import { routeByPath } from './routes.tsx'
import './styles.css'

/**
 * One server-rendered page. Navigation between pages is plain links (full page loads), so every
 * page works without JavaScript and each path change starts at the top (docs/product.md §3); React
 * hydrates only to run the interactive pieces.
 */
export function App({ data }: { data: PageData }) {
  const route = routeByPath(data.route)
  useEffect(() => {
    // Tests (and curious people) can tell when the interactive pieces are ready.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <I18nProvider language={data.locale} messages={data.messages}>
      <Layout common={data.common} path={data.path}>
        {route.render(data)}
      </Layout>
    </I18nProvider>
  )
}
