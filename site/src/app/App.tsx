import { useEffect } from 'react'
import type { SiteData } from '@app/content/types'
import { Layout } from '../components/layout/Layout.tsx'
import { routeByPath } from './routes.tsx'
import './styles.css'

/**
 * One server-rendered page. Navigation between pages is plain links (full page loads), so every
 * page works without JavaScript and each path change starts at the top (docs/product.md §3); React
 * hydrates only to run the interactive pieces.
 */
export function App({ data }: { data: SiteData }) {
  const route = routeByPath(data.route)
  useEffect(() => {
    // Tests (and curious people) can tell when the interactive pieces are ready.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <Layout common={data.common} path={data.path}>
      {route.render(data)}
    </Layout>
  )
}
