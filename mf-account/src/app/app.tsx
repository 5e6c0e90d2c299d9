import { NotFoundRedirect, PageSpinner } from '@wattle/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const ProfilePage = lazy(() =>
  import('./routes/profile-page').then((module) => ({ default: module.ProfilePage })),
);
const NewProfilePage = lazy(() =>
  import('./routes/new-profile-page').then((module) => ({ default: module.NewProfilePage })),
);

const SupportConsole = lazy(() =>
  import('@/features/support/components/support-console').then((module) => ({
    default: module.SupportConsole,
  })),
);

/** The account remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Routes>
        <Route index element={<ProfilePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="new-profile" element={<NewProfilePage />} />
        <Route path="support/*" element={<SupportConsole />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
