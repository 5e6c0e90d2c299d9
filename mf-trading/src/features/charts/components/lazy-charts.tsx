import { Skeleton, Text } from '@chakra-ui/react';
import { type Asset, ErrorBoundary, reportProblem } from '@wattle/shared';
import { lazy, Suspense } from 'react';

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

/**
 * A fault to report (docs/product/errors.md#reporting-faults): the fallback tells the customer,
 * this tells us.
 */
function reportChartFailure(error: unknown) {
  reportProblem('a chart failed to render', error);
}

export function LazyPriceChartPanel({ assets }: { assets: Asset[] }) {
  return (
    <ErrorBoundary fallback={unavailable} onError={reportChartFailure}>
      <Suspense fallback={<Skeleton h="380px" borderRadius="xl" />}>
        <PriceChartPanel assets={assets} />
      </Suspense>
    </ErrorBoundary>
  );
}

export function LazyPortfolioChart() {
  return (
    <ErrorBoundary fallback={unavailable} onError={reportChartFailure}>
      <Suspense fallback={<Skeleton h="320px" borderRadius="xl" />}>
        <PortfolioChart />
      </Suspense>
    </ErrorBoundary>
  );
}
