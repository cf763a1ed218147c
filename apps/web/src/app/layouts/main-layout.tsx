// The shopper layout (spec §1 "Site layout"): header, the routed page area, footer.
import { Outlet } from 'react-router'
import { Footer } from './footer/footer'
import { Header } from './header/header'

export function MainLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        Skip to main content
      </a>
      <Header />
      <main
        id="main-content"
        tabIndex={-1}
        // At least a screen tall: while a lazy page loads, the footer stays below the fold instead of jumping.
        className="mx-auto min-h-screen w-full max-w-7xl flex-1 px-4 py-10 sm:px-6 lg:px-8"
      >
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
