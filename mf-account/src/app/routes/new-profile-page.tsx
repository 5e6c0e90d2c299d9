import { PageLayout } from '@wattle/shared';
import { VerificationFlow } from '@/features/verification/components/verification-flow';

/** `/new-profile`: the verification flow (spec §2.1), opened from the header's Verification. */
export function NewProfilePage() {
  return (
    <PageLayout title="Verify your account" width="narrow">
      <VerificationFlow />
    </PageLayout>
  );
}
