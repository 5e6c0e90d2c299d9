import { PageLayout } from '@wattle/shared';
import { VerificationFlow } from '@/features/verification/components/verification-flow';
import { PAGE_FRAMES } from '@/lib/page-frames';

/**
 * `/new-profile`: the verification flow (docs/product/identity.md#verification-flow), opened
 * from the header's Verification.
 */
export function NewProfilePage() {
  return (
    <PageLayout {...PAGE_FRAMES['/new-profile']}>
      <VerificationFlow />
    </PageLayout>
  );
}
