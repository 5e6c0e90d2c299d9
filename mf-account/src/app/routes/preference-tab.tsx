import { Stack } from '@chakra-ui/react';
import { NotificationEmailsSection } from '@/features/preferences/components/notification-emails-section';
import { OneClickSection } from '@/features/preferences/components/one-click-section';
import { TrustedContactSection } from '@/features/preferences/components/trusted-contact-section';
import { ViewModeSection } from '@/features/preferences/components/view-mode-section';
import { PriceAlertsSection } from '@/features/price-alerts/components/price-alerts-section';
import { TwoFactorSection } from '@/features/two-factor/components/two-factor-section';

/**
 * The preference tab: two-factor, the trusted contact, view mode, 1-Click buy, which
 * notifications also go by e-mail, and the customer's price alerts.
 */
export function PreferenceTab() {
  return (
    <Stack gap="6">
      <TwoFactorSection />
      <TrustedContactSection />
      <ViewModeSection />
      <OneClickSection />
      <NotificationEmailsSection />
      <PriceAlertsSection />
    </Stack>
  );
}
