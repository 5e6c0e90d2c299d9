import { PageLayout } from '@wattle/shared';
import { Navigate, useSearchParams } from 'react-router-dom';
import { SectionTabs } from '@/components/section-tabs';
import { PAGE_FRAMES } from '@/lib/page-frames';
import { movedToTransfer, profileTabOf, TAB_PARAM, transferTabHref } from '@/lib/tab-slugs';
import { PROFILE_TABS } from './profile-tabs';

/**
 * `/profile`: the five tabs (docs/product/screens.md#profile-tabs), the open one in `?tab=`.
 * Deposits and withdrawals live in Transfer now: a link to their old tab (`?tab=deposit-fiat`,
 * `?tab=DEPOSIT_FIAT`) is replaced by the same tab there, so Back does not bounce through it.
 */
export function ProfilePage() {
  const [params] = useSearchParams();
  const value = params.get(TAB_PARAM);
  const moved = movedToTransfer(value);
  if (moved) return <Navigate to={transferTabHref(moved)} replace />;
  return (
    <PageLayout {...PAGE_FRAMES['/profile']}>
      <SectionTabs tabs={PROFILE_TABS} current={profileTabOf(value)} label="Profile sections" />
    </PageLayout>
  );
}
