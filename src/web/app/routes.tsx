import { lazy, Suspense } from 'react'
import { Route, Switch, useLocation } from 'wouter'
import { appRoutes } from '../../domain/routes'
import { PageErrorBoundary } from './error-handling'
import { TopProgressBar } from './TopProgressBar'

// Every page is its own chunk. Pages not built yet are simply not registered (spec §2 grows
// with the issues); unknown paths get the not-found page.
const HomePage = lazy(() => import('../pages/home/HomePage'))
const NotFoundPage = lazy(() => import('../pages/not-found/NotFoundPage'))

export function AppRoutes() {
  const [location] = useLocation()
  return (
    <PageErrorBoundary resetKey={location}>
      <Suspense fallback={<TopProgressBar />}>
        <Switch>
          <Route path={appRoutes.home} component={HomePage} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  )
}
