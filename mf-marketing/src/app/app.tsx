import { Route, Routes } from 'react-router-dom';
import { HomePage } from '@/features/home/components/home-page';

/** The marketing remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    <Routes>
      <Route index element={<HomePage />} />
    </Routes>
  );
}
