import { Skeleton, Text } from '@chakra-ui/react';
import type { Asset } from '@wattle/shared';
import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';

// The charting library is big: it loads in its own chunk, only when a chart is shown.
const PriceChartPanel = lazy(() =>
  import('./price-chart-panel').then((module) => ({ default: module.PriceChartPanel })),
);
const PortfolioChart = lazy(() =>
  import('./portfolio-chart').then((module) => ({ default: module.PortfolioChart })),
);

const unavailable = (
  <Text role="alert">The chart could not be drawn. Reload the page to try again.</Text>
);

export function LazyPriceChartPanel({ assets }: { assets: Asset[] }) {
  return (
    <ErrorBoundary fallback={unavailable}>
      <Suspense fallback={<Skeleton h="380px" borderRadius="xl" />}>
        <PriceChartPanel assets={assets} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function LazyPortfolioChart() {
  return (
    <ErrorBoundary fallback={unavailable}>
      <Suspense fallback={<Skeleton h="320px" borderRadius="xl" />}>
        <PortfolioChart />
      </Suspense>
    </ErrorBoundary>
  );
}
