import { Link } from '@chakra-ui/react';
import { tapTargetStyle } from '@wattle/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The link in a section card's corner to the page with the whole of what the card sums up. */
export function SectionLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontSize="sm" color="eucalypt.fg" css={tapTargetStyle}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
