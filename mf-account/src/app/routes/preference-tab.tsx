import { Stack } from '@chakra-ui/react';
import { NotificationEmailsSection } from '@/features/preferences/components/notification-emails-section';
import { ViewModeSection } from '@/features/preferences/components/view-mode-section';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';

/** The preference tab: two-factor, view mode, and which notifications also go by e-mail. */
export function PreferenceTab() {
  return (
    <Stack gap="6">
      <TwoFactorSection />
      <ViewModeSection />
      <NotificationEmailsSection />
    </Stack>
  );
}
