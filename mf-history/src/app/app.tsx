import { NotFoundRedirect, PageSpinner } from '@wattle/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TransactionLayout } from './routes/transaction-layout';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const HistoryPage = lazy(() =>
  import('@/features/history/components/history-page').then((module) => ({
    default: module.HistoryPage,
  })),
);
const TaxReportPage = lazy(() =>
  import('@/features/tax-report/components/tax-report-page').then((module) => ({
    default: module.TaxReportPage,
  })),
);

/**
 * The history remote's routes, relative to wherever the host mounts it. The shell hands it
 * every path under `/transaction` (shell/src/app/remote-routes.ts): the history, the tax
 * report, and anything else goes to the not-found page.
 */
export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route element={<TransactionLayout />}>
          <Route index element={<HistoryPage />} />
          <Route path="transaction" element={<HistoryPage />} />
          <Route path="transaction/tax-report" element={<TaxReportPage />} />
        </Route>
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
