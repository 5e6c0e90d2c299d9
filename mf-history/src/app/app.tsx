import { NotFoundRedirect, PageSpinner } from '@wattle/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const TransactionsPage = lazy(() =>
  import('@/features/transactions/components/transactions-page').then((module) => ({
    default: module.TransactionsPage,
  })),
);

/** The history remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<TransactionsPage />} />
        <Route path="transaction" element={<TransactionsPage />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
