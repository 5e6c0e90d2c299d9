import { NotFoundRedirect, PageSpinner } from '@wattle/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const DashboardPage = lazy(() =>
  import('./routes/dashboard-page').then((module) => ({
    default: module.DashboardPage,
  })),
);
const BalancePage = lazy(() =>
  import('./routes/balance-page').then((module) => ({
    default: module.BalancePage,
  })),
);
const BucketsPage = lazy(() =>
  import('@/features/buckets/components/buckets-page').then((module) => ({
    default: module.BucketsPage,
  })),
);

/** The trading remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    // Every page here is longer than a screen: a screen-tall spinner keeps the footer below the
    // fold until the page replaces it, instead of showing it and then pushing it down.
    <Suspense fallback={<PageSpinner minH="100vh" />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="balance" element={<BalancePage />} />
        <Route path="buckets" element={<BucketsPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
