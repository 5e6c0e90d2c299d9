import { lazyPage, NotFoundRedirect, PageFallback } from '@wattle/shared';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const ProfilePage = lazyPage(() =>
  import('./routes/profile-page').then((module) => module.ProfilePage),
);
const TransferPage = lazyPage(() =>
  import('./routes/transfer-page').then((module) => module.TransferPage),
);
const NewProfilePage = lazyPage(() =>
  import('./routes/new-profile-page').then((module) => module.NewProfilePage),
);
const SupportConsole = lazyPage(() =>
  import('@/features/support/components/support-console').then((module) => module.SupportConsole),
);

/** The page a customer opens this remote at: the host fetches it ahead. */
export const preloadPages = () => ProfilePage.preload();

/** The first path segments the routes below serve (app-contract.ts checks the shell's). */
export const paths = ['profile', 'transfer', 'new-profile', 'support'] as const;

/** The account remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    // A page's prerendered frame stays while its code loads, or the spinner.
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route index element={<ProfilePage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="transfer" element={<TransferPage />} />
        <Route path="new-profile" element={<NewProfilePage />} />
        <Route path="support/*" element={<SupportConsole />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
