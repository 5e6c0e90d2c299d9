import { tabPanel, type SectionTab } from '@/components/section-tabs';
import type { TransferTabSlug } from '@/lib/tab-slugs';

/** The four tabs of `/transfer`, money in then money out, AUD before crypto. */
export const TRANSFER_TABS: readonly SectionTab<TransferTabSlug>[] = [
  {
    slug: 'deposit-fiat',
    label: 'Deposit AUD',
    Panel: tabPanel(
      () => import('@/features/deposit/components/deposit-fiat-panel'),
      (m) => m.DepositFiatPanel,
    ),
  },
  {
    slug: 'deposit-crypto',
    label: 'Deposit crypto',
    Panel: tabPanel(
      () => import('@/features/deposit/components/deposit-crypto-panel'),
      (m) => m.DepositCryptoPanel,
    ),
  },
  {
    slug: 'withdraw-fiat',
    label: 'Withdraw AUD',
    Panel: tabPanel(
      () => import('@/features/withdraw/components/withdraw-fiat-panel'),
      (m) => m.WithdrawFiatPanel,
    ),
  },
  {
    slug: 'withdraw-crypto',
    label: 'Withdraw crypto',
    Panel: tabPanel(
      () => import('@/features/withdraw/components/withdraw-crypto-panel'),
      (m) => m.WithdrawCryptoPanel,
    ),
  },
];
