import { Link, Text } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';
import type { NavItem } from '../lib/nav-links';

export interface HeaderLinkProps {
  item: NavItem;
  /** Maintenance: every link is shown but cannot be followed. */
  disabled?: boolean;
  onNavigate?: () => void;
}

/** A header link; the current page is marked, a locked one says why it is locked. */
export function HeaderLink({ item, disabled = false, onNavigate }: HeaderLinkProps) {
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
        py="2"
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
      py="2"
      borderBottomWidth="2px"
      borderColor="transparent"
      _hover={{ textDecoration: 'none', borderColor: 'brand.300' }}
      css={{ '&[aria-current=page]': { borderColor: 'brand.400' } }}
    >
      <NavLink to={item.to} onClick={onNavigate}>
        {item.label}
      </NavLink>
    </Link>
  );
}
