import { Box, Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Hero } from '@/components/hero';

/** `/` for a visitor: the promise and the way in. */
export function HomePage() {
  return (
    <Box as="main">
      <Hero
        title="Buy, sell and swap crypto with Australian dollars"
        lead="Low trading fees, no deposit fees, and one-click buckets of coins at the risk level you choose. Verified in minutes, supported by a local team."
        action={
          <Button asChild size="lg" colorPalette="brand">
            <RouterLink to="/signup">Sign Up Now</RouterLink>
          </Button>
        }
      />
    </Box>
  );
}
