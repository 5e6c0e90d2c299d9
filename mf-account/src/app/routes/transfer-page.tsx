import { PageLayout } from '@wattle/shared';
import { useSearchParams } from 'react-router-dom';
import { SectionTabs } from '@/components/section-tabs';
import { PAGE_FRAMES } from '@/lib/page-frames';
import { TAB_PARAM, transferTabOf } from '@/lib/tab-slugs';
import { TRANSFER_TABS } from './transfer-tabs';

/**
 * `/transfer` (docs/product/screens.md#transfer): money in and out, AUD and crypto, one tab
 * each, the open one in `?tab=`; the AUD deposit when none is named.
 */
export function TransferPage() {
  const [params] = useSearchParams();
  return (
    <PageLayout {...PAGE_FRAMES['/transfer']}>
      <SectionTabs
        tabs={TRANSFER_TABS}
        current={transferTabOf(params.get(TAB_PARAM))}
        label="Deposit or withdraw"
      />
    </PageLayout>
  );
}
