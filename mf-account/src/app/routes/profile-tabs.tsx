import { tabPanel, type SectionTab } from '@/components/section-tabs';
import type { ProfileTabSlug } from '@/lib/tab-slugs';

/**
 * The five tabs of `/profile`, one line each, in the order shown. A panel is a feature's
 * component; the page only lays them out and keeps `?tab=` in the URL.
 */
export const PROFILE_TABS: readonly SectionTab<ProfileTabSlug>[] = [
  {
    slug: 'personal-information',
    label: 'Personal information',
    Panel: tabPanel(
      () => import('@/features/profile/components/personal-information'),
      (m) => m.PersonalInformation,
    ),
  },
  {
    slug: 'refer-a-friend',
    label: 'Refer a friend',
    Panel: tabPanel(
      () => import('@/features/referrals/components/refer-a-friend'),
      (m) => m.ReferAFriend,
    ),
  },
  {
    slug: 'referral-history',
    label: 'Referral history',
    Panel: tabPanel(
      () => import('@/features/referrals/components/referral-history'),
      (m) => m.ReferralHistory,
    ),
  },
  {
    slug: 'preference',
    label: 'Preferences',
    Panel: tabPanel(
      () => import('./preference-tab'),
      (m) => m.PreferenceTab,
    ),
  },
  {
    slug: 'api-keys',
    label: 'API keys',
    Panel: tabPanel(
      () => import('@/features/api-keys/components/api-keys-panel'),
      (m) => m.ApiKeysPanel,
    ),
  },
];
