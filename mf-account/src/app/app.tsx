import { Route, Routes } from 'react-router-dom';
import { ProfilePage } from '@/features/profile/components/profile-page';

/** The account remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    <Routes>
      <Route index element={<ProfilePage />} />
      <Route path="profile" element={<ProfilePage />} />
    </Routes>
  );
}
