import { Link, Text } from '@chakra-ui/react';
import { NavLink, Link as RouterLink } from 'react-router-dom';
import type { NavItem } from '../lib/nav-links';

export interface HeaderLinkProps {
  item: NavItem;
  /** Maintenance: every link is shown but cannot be followed. */
  disabled?: boolean;
  onNavigate?: () => void;
  /**
   * Whether this is the current page, for a link that decides it itself (a place, which is
   * current at more than its own path); otherwise the link is current at its own path.
   */
  current?: boolean;
}

/** A link is at least 44 px tall, so a finger finds it (the drawer stacks them). */
const TAP_SIZE = { minH: '11', display: 'inline-flex', alignItems: 'center' } as const;

/** A header link; the current page is marked, a locked one says why it is locked. */
export function HeaderLink({ item, disabled = false, onNavigate, current }: HeaderLinkProps) {
  const reason = item.disabledReason;
  if (disabled || reason) {
    return (
      <Text
        as="span"
        role="link"
        aria-disabled="true"
        title={reason}
        color="whiteAlpha.700"
        cursor="not-allowed"
        fontWeight="medium"
        {...TAP_SIZE}
      >
        {item.label}
      </Text>
    );
  }
  return (
    <Link
      asChild
      color="white"
      fontWeight="medium"
      {...TAP_SIZE}
      borderBottomWidth="2px"
      borderColor="transparent"
      _hover={{ textDecoration: 'none', borderColor: 'brand.300' }}
      css={{ '&[aria-current=page]': { borderColor: 'brand.400' } }}
    >
      {current === undefined ? (
        <NavLink to={item.to} onClick={onNavigate}>
          {item.label}
        </NavLink>
      ) : (
        <RouterLink to={item.to} onClick={onNavigate} aria-current={current ? 'page' : undefined}>
          {item.label}
        </RouterLink>
      )}
    </Link>
  );
}
