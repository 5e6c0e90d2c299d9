import { lazyPage, NotFoundRedirect, PageFallback } from '@wattle/shared';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { TransactionLayout } from './routes/transaction-layout';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const HistoryPage = lazyPage(() =>
  import('@/features/history/components/history-page').then((module) => module.HistoryPage),
);
const TaxReportPage = lazyPage(() =>
  import('@/features/tax-report/components/tax-report-page').then((module) => module.TaxReportPage),
);

/** The page a customer opens this remote at: the host fetches it ahead. */
export const preloadPages = () => HistoryPage.preload();

/** The first path segments the routes below serve (app-contract.ts checks the shell's). */
export const paths = ['transaction'] as const;

/**
 * The history remote's routes, relative to wherever the host mounts it. The shell hands it
 * every path under `/transaction` (shell/src/app/remote-routes.ts): the history, the tax
 * report, and anything else goes to the not-found page.
 */
export function App() {
  return (
    // A page's prerendered frame stays while its code loads, or the spinner.
    <Suspense fallback={<PageFallback />}>
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
