import { lazyPage, NotFoundRedirect, PageFallback } from '@wattle/shared';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const DashboardPage = lazyPage(() =>
  import('./routes/dashboard-page').then((module) => module.DashboardPage),
);
const BalancePage = lazyPage(() =>
  import('./routes/balance-page').then((module) => module.BalancePage),
);
const HoldingPage = lazyPage(() =>
  import('./routes/holding-page').then((module) => module.HoldingPage),
);
const BucketsPage = lazyPage(() =>
  import('@/features/buckets/components/buckets-page').then((module) => module.BucketsPage),
);

/** The pages a customer opens this remote at: the host fetches them ahead. */
export const preloadPages = () => Promise.all([DashboardPage.preload(), BalancePage.preload()]);

/** The first path segments the routes below serve (app-contract.ts checks the shell's). */
export const paths = ['dashboard', 'balance', 'buckets'] as const;

/** The trading remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    // Every page here is longer than a screen: its prerendered frame, or a screen-tall spinner,
    // keeps the footer below the fold until the page replaces it, instead of showing it and then
    // pushing it down.
    <Suspense fallback={<PageFallback minH="100vh" />}>
      <Routes>
        <Route index element={<DashboardPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="balance" element={<BalancePage />} />
        <Route path="balance/:assetId" element={<HoldingPage />} />
        <Route path="buckets" element={<BucketsPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
