import { Link, Stack } from '@chakra-ui/react';
import { NotFoundRedirect, PageLayout } from '@wattle/shared';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PriceRefresh } from '@/components/price-refresh';
import { ParcelsPanel } from '@/features/performance/components/parcels-panel';
import { SalePreviewPanel } from '@/features/performance/components/sale-preview-panel';
import { cryptoAssets, useAssets } from '@/lib/api/get-assets';

/**
 * `/balance/:assetId`: one coin's parcels with their CGT-discount dates, and what selling some
 * of it now would realise (docs/product/portfolio.md#parcels).
 */
export function HoldingPage() {
  const { assetId = '' } = useParams();
  const assets = useAssets().data;
  const asset = cryptoAssets(assets).find(
    (candidate) => candidate.assetId === assetId.toLowerCase(),
  );
  // A path under /balance that names no listed coin is no page.
  if (assets && !asset) return <NotFoundRedirect />;
  const symbol = asset?.symbol ?? assetId.toUpperCase();
  return (
    <PageLayout
      title={asset ? `Your ${asset.name}` : `Your ${symbol}`}
      width="wide"
      actions={
        <Link asChild color="eucalypt.fg" fontSize="sm">
          <RouterLink to="/balance">Back to balance</RouterLink>
        </Link>
      }
    >
      <PriceRefresh />
      <Stack gap="6">
        <ParcelsPanel assetId={assetId.toLowerCase()} />
        <SalePreviewPanel assetId={assetId.toLowerCase()} symbol={symbol} />
      </Stack>
    </PageLayout>
  );
}
