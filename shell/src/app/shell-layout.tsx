import { PageFallback } from '@wattle/shared';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { usePageMeta } from '@/features/layout/hooks/use-page-meta';
import { useScrollReset } from '@/features/layout/hooks/use-scroll-reset';
import { LiveChatLauncher } from '@/features/live-chat/components/live-chat-launcher';
import { MaintenanceBanner } from '@/features/maintenance/components/maintenance-banner';
import { MaintenanceOverlay } from '@/features/maintenance/components/maintenance-overlay';
import { useMaintenanceModeEffects } from '@/features/maintenance/hooks/use-maintenance-mode-effects';
import { RealtimeNotifications } from '@/features/notifications/components/realtime-notifications';
import { PreRegistrationDialog } from '@/features/pre-registration/components/pre-registration-dialog';
import { OverrideBanner } from '@/features/remotes/components/override-banner';
import { OverrideConfirmDialog } from '@/features/remotes/components/override-confirm-dialog';
import { useRemotePrefetch } from '@/features/remotes/hooks/use-remote-prefetch';
import { SessionProvider } from '@/lib/session/session-provider';
import { ShellChrome } from './shell-chrome';

function ShellFrame() {
  const maintenance = useMaintenanceModeEffects();
  useScrollReset();
  usePageMeta();
  useRemotePrefetch();
  return (
    <ShellChrome
      maintenance={maintenance}
      beforeFooter={<LiveChatLauncher maintenance={maintenance} />}
      before={
        <>
          <RealtimeNotifications />
          {maintenance && <MaintenanceBanner />}
          <OverrideBanner />
        </>
      }
      after={
        <>
          {maintenance && <MaintenanceOverlay />}
          <PreRegistrationDialog />
          <OverrideConfirmDialog />
        </>
      }
    >
      <Suspense fallback={<PageFallback />}>
        <Outlet />
      </Suspense>
    </ShellChrome>
  );
}

/** Every page of the shell: session, maintenance, header, footer, notifications, chat. */
export function ShellLayout() {
  return (
    <SessionProvider>
      <ShellFrame />
    </SessionProvider>
  );
}
