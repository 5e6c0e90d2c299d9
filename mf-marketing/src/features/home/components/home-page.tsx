import { Box, Button, Container } from '@chakra-ui/react';
import {
  faqPageJsonLd,
  getRuntimeConfig,
  organizationJsonLd,
  useMaintenanceMode,
  usePageHead,
} from '@wattle/shared';
import { Link as RouterLink } from 'react-router-dom';
import { FaqAccordion } from '@/components/faq-accordion';
import { Hero } from '@/components/hero';
import { MarketStrip } from '@/components/market-strip';
import { FEATURES, HOME_FAQ, REVIEWS } from '../lib/home-content';
import { FeatureGrid } from './feature-grid';
import { IconStrip } from './icon-strip';
import { ReadyToStart } from './ready-to-start';
import { ReviewCarousel } from './review-carousel';

export const HOME_TITLE = 'Buy, sell and swap crypto with Australian dollars';

/** `/` for a visitor (docs/product/screens.md#home-page): every block, top to bottom. */
export function HomePage() {
  const maintenance = useMaintenanceMode();
  const appUrl = getRuntimeConfig().appUrl;
  usePageHead({
    title: 'Buy Bitcoin and crypto in Australia',
    description:
      "Wattle is Australia's best crypto exchange: buy, sell and swap 21 coins with Australian dollars. Low fees, no deposit fees, verified in minutes.",
    path: '/',
    jsonLd: [organizationJsonLd(appUrl), faqPageJsonLd(HOME_FAQ)],
  });
  return (
    <Box as="main">
      <Box mt={maintenance ? { base: '12', md: '16' } : undefined}>
        <Hero
          title={HOME_TITLE}
          lead="Low trading fees, no deposit fees, and one-click buckets of coins at the risk level you choose. Verified in minutes, supported by a local team."
          action={
            maintenance ? (
              <Button size="lg" colorPalette="brand" disabled>
                Sign Up Now
              </Button>
            ) : (
              <Button asChild size="lg" colorPalette="brand">
                {/* The shell reports every click on a /signup link (location 'homepage' here). */}
                <RouterLink to="/signup">Sign Up Now</RouterLink>
              </Button>
            )
          }
        />
      </Box>
      <Container maxW="6xl" py="8">
        <MarketStrip empty={maintenance} />
      </Container>
      <FeatureGrid features={FEATURES} />
      <IconStrip />
      <ReadyToStart disabled={maintenance} />
      <ReviewCarousel reviews={REVIEWS} />
      <Container maxW="4xl" py={{ base: '12', md: '16' }}>
        <FaqAccordion title="Frequently asked questions" entries={HOME_FAQ} />
      </Container>
    </Box>
  );
}
