import { useEffect } from 'react'
import { Route, Routes, useLocation } from 'react-router-dom'
import { Layout } from '../components/Layout.tsx'
import type { SiteData } from '../lib/site-data.ts'
import { NOT_FOUND_ROUTE, SITE_ROUTES } from './routes.tsx'
import './styles.css'

/** Each path change starts at the top of the page, as SPEC section 2 asks. */
function ScrollToTop() {
  const { pathname } = useLocation()
  useEffect(() => window.scrollTo(0, 0), [pathname])
  return null
}

export function App({ data }: { data: SiteData }) {
  return (
    <Layout>
      <ScrollToTop />
      <Routes>
        {SITE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={route.render(data)} />
        ))}
        <Route path="*" element={NOT_FOUND_ROUTE.render(data)} />
      </Routes>
    </Layout>
  )
}
