import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link that reads as a link: underlined, in the accessible green. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="eucalypt.fg" fontWeight="medium" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
