import { lazyPage, type LazyPage } from '@wattle/shared';
import type { ComponentType } from 'react';
import type { ProfileTabSlug } from '@/lib/profile-tab-slugs';

export interface ProfileTab {
  slug: ProfileTabSlug;
  label: string;
  /** The panel, loaded when its tab is first opened. */
  Panel: LazyPage<object>;
}

function panel<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): LazyPage<object> {
  return lazyPage(() => load().then(pick));
}

/**
 * The eight tabs of `/profile`, one line each, in the order shown. A panel is a
 * feature's component; the page only lays them out and keeps `?tab=` in the URL.
 */
export const PROFILE_TABS: readonly ProfileTab[] = [
  {
    slug: 'personal-information',
    label: 'Personal information',
    Panel: panel(
      () => import('@/features/profile/components/personal-information'),
      (m) => m.PersonalInformation,
    ),
  },
  {
    slug: 'refer-a-friend',
    label: 'Refer a friend',
    Panel: panel(
      () => import('@/features/referrals/components/refer-a-friend'),
      (m) => m.ReferAFriend,
    ),
  },
  {
    slug: 'referral-history',
    label: 'Referral history',
    Panel: panel(
      () => import('@/features/referrals/components/referral-history'),
      (m) => m.ReferralHistory,
    ),
  },
  {
    slug: 'deposit-fiat',
    label: 'Deposit AUD',
    Panel: panel(
      () => import('@/features/deposit/components/deposit-fiat-panel'),
      (m) => m.DepositFiatPanel,
    ),
  },
  {
    slug: 'deposit-crypto',
    label: 'Deposit crypto',
    Panel: panel(
      () => import('@/features/deposit/components/deposit-crypto-panel'),
      (m) => m.DepositCryptoPanel,
    ),
  },
  {
    slug: 'withdraw-fiat',
    label: 'Withdraw AUD',
    Panel: panel(
      () => import('@/features/withdraw/components/withdraw-fiat-panel'),
      (m) => m.WithdrawFiatPanel,
    ),
  },
  {
    slug: 'withdraw-crypto',
    label: 'Withdraw crypto',
    Panel: panel(
      () => import('@/features/withdraw/components/withdraw-crypto-panel'),
      (m) => m.WithdrawCryptoPanel,
    ),
  },
  {
    slug: 'preference',
    label: 'Preferences',
    Panel: panel(
      () => import('./preference-tab'),
      (m) => m.PreferenceTab,
    ),
  },
];
