import { Route, Routes } from 'react-router-dom';
import { TransactionsPage } from '@/features/transactions/components/transactions-page';

/** The history remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    <Routes>
      <Route index element={<TransactionsPage />} />
      <Route path="transaction" element={<TransactionsPage />} />
    </Routes>
  );
}
