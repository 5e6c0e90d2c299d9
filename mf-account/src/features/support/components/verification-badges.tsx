import { Badge, HStack, VisuallyHidden } from '@chakra-ui/react';
import { PEP_LABELS, type SupportUserSummary } from '@wattle/shared';

function Flag({ ok, label }: { ok: boolean; label: string }) {
  return (
    <Badge colorPalette={ok ? 'green' : 'orange'} variant="subtle">
      {label} {ok ? '✓' : '✗'}
      <VisuallyHidden>{ok ? ' verified' : ' not verified'}</VisuallyHidden>
    </Badge>
  );
}

/** A customer's verification at a glance: e-mail, phone, identity, PEP. */
export function VerificationBadges({
  customer,
}: {
  customer: Pick<
    SupportUserSummary,
    'emailVerified' | 'phoneNumberVerified' | 'documentsVerified' | 'pepStatus'
  >;
}) {
  return (
    <HStack gap="1" wrap="wrap">
      <Flag ok={customer.emailVerified} label="E-mail" />
      <Flag ok={customer.phoneNumberVerified} label="Phone" />
      <Flag ok={customer.documentsVerified} label="ID" />
      <Badge
        colorPalette={customer.pepStatus === 'found' ? 'red' : 'gray'}
        variant="subtle"
        title={PEP_LABELS[customer.pepStatus]}
      >
        PEP: {PEP_LABELS[customer.pepStatus]}
      </Badge>
    </HStack>
  );
}
