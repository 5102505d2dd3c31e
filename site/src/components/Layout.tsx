import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'

const NAV = [
  { to: '/', label: 'Home' },
  { to: '/aboutus/whoarewe', label: 'About Us' },
  { to: '/services', label: 'Services' },
  { to: '/training', label: 'Training' },
  { to: '/ourbranches', label: 'Our Branches' },
  { to: '/media/photos', label: 'Media' },
  { to: '/contact', label: 'Contact Us' },
]

export function Layout({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="container header-inner">
          <Link to="/" className="brand">
            Child Development Centres
          </Link>
          <nav aria-label="Main">
            <ul className="nav">
              {NAV.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <a className="button" href="/login">
            Appointment
          </a>
        </div>
      </header>
      <main id="main">{children}</main>
      <footer className="site-footer">
        <div className="container">
          <nav aria-label="Footer">
            <ul className="nav">
              <li>
                <Link to="/whyus">Why Us</Link>
              </li>
              <li>
                <Link to="/goals">Goals</Link>
              </li>
              <li>
                <Link to="/research">Research</Link>
              </li>
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
              <li>
                <Link to="/terms-and-conditions">Terms and Conditions</Link>
              </li>
              <li>
                <Link to="/services">Services</Link>
              </li>
            </ul>
          </nav>
          <p>© {new Date().getFullYear()} Child Development Centres. All rights reserved.</p>
        </div>
      </footer>
    </>
  )
}
