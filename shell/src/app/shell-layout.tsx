import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { PageSpinner } from '@wattle/shared';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';
import { usePageMeta } from '@/features/layout/hooks/use-page-meta';
import { useScrollReset } from '@/features/layout/hooks/use-scroll-reset';
import { LiveChatLauncher } from '@/features/live-chat/components/live-chat-launcher';
import { MaintenanceBanner } from '@/features/maintenance/components/maintenance-banner';
import { MaintenanceOverlay } from '@/features/maintenance/components/maintenance-overlay';
import { useMaintenanceModeEffects } from '@/features/maintenance/hooks/use-maintenance-mode-effects';
import { RealtimeNotifications } from '@/features/notifications/components/realtime-notifications';
import { PreRegistrationDialog } from '@/features/pre-registration/components/pre-registration-dialog';
import { OverrideBanner } from '@/features/remotes/components/override-banner';
import { SessionProvider } from '@/lib/session/session-provider';

function ShellFrame() {
  const maintenance = useMaintenanceModeEffects();
  useScrollReset();
  usePageMeta();
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      <RealtimeNotifications />
      {maintenance && <MaintenanceBanner />}
      <OverrideBanner />
      {/* In maintenance the app stays visible, dimmed, and out of reach of mouse and keyboard. */}
      <Flex direction="column" flex="1" inert={maintenance}>
        <SiteHeader maintenance={maintenance} />
        <SkipNavContent />
        <Flex direction="column" flex="1">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Flex>
        <SiteFooter maintenance={maintenance} />
      </Flex>
      {maintenance && <MaintenanceOverlay />}
      <LiveChatLauncher maintenance={maintenance} />
      <PreRegistrationDialog />
    </Flex>
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
