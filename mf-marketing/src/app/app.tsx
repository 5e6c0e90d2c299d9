import { NotFoundRedirect, PageFallback } from '@wattle/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { CONTENT_PATHS, contentRoutes } from './content-routes';

// Each page is its own chunk: the remote's entry stays small and a route loads what it shows.
const HomePage = lazy(() =>
  import('@/features/home/components/home-page').then((module) => ({
    default: module.HomePage,
  })),
);

// Coins: `/buy`, `/buy/{coin}` and the `{token}` short form
// (docs/product/screens.md#public-routes).
const BuyIndexPage = lazy(() =>
  import('@/features/coins/components/buy-index-page').then((module) => ({
    default: module.BuyIndexPage,
  })),
);
const CoinBySlugRoute = lazy(() =>
  import('@/features/coins/components/coin-route').then((module) => ({
    default: module.CoinBySlugRoute,
  })),
);
const CoinByTokenRoute = lazy(() =>
  import('@/features/coins/components/coin-route').then((module) => ({
    default: module.CoinByTokenRoute,
  })),
);

// Markets.
const Top100Page = lazy(() =>
  import('@/features/markets/components/top-100-page').then((module) => ({
    default: module.Top100Page,
  })),
);
const ExchangeRatesPage = lazy(() =>
  import('@/features/markets/components/exchange-rates-page').then((module) => ({
    default: module.ExchangeRatesPage,
  })),
);
const MarketplacePage = lazy(() =>
  import('@/features/markets/components/marketplace-page').then((module) => ({
    default: module.MarketplacePage,
  })),
);

// Contact.
const ContactPage = lazy(() =>
  import('@/features/contact/components/contact-page').then((module) => ({
    default: module.ContactPage,
  })),
);

const DevelopersPage = lazy(() =>
  import('@/features/developers/components/developers-page').then((module) => ({
    default: module.DevelopersPage,
  })),
);

const EventsPage = lazy(() =>
  import('@/features/events/components/events-page').then((module) => ({
    default: module.EventsPage,
  })),
);

/**
 * The first path segments the routes below serve, besides a coin's short path (app-contract.ts
 * checks the shell's).
 */
export const paths = [
  ...CONTENT_PATHS,
  'buy',
  'top-100',
  'exchange-rates',
  'marketplace',
  'contact-us',
  'contact',
  'events',
  'developers',
] as const;

/** The marketing remote's routes, relative to wherever the host mounts it. */
export function App() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Routes>
        <Route index element={<HomePage />} />
        {contentRoutes()}

        {/* Coins */}
        <Route path="buy" element={<BuyIndexPage />} />
        <Route path="buy/:slug" element={<CoinBySlugRoute />} />

        {/* Markets */}
        <Route path="top-100" element={<Top100Page />} />
        <Route path="exchange-rates" element={<ExchangeRatesPage />} />
        <Route path="marketplace" element={<MarketplacePage />} />

        {/* Contact */}
        <Route path="contact-us" element={<ContactPage />} />
        <Route path="contact" element={<ContactPage />} />

        <Route path="events" element={<EventsPage />} />
        <Route path="developers" element={<DevelopersPage />} />

        {/* `{token}`: any other single segment; an unknown token is not found. */}
        <Route path=":token" element={<CoinByTokenRoute />} />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </Suspense>
  );
}
