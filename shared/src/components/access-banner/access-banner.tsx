import { Alert, Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { PermissionType } from '../../contracts/user.js';
import { permissionsQueryOptions } from '../../session/session-queries.js';
import { useSession } from '../../session/use-session.js';
import { accessNotice } from './access-notice.js';

export interface AccessBannerProps {
  /** The permissions the page's actions need; the banner shows when any is missing. */
  needs: readonly PermissionType[];
}

/**
 * Tells a signed-in customer why a page's actions are closed and how to open them
 * (docs/product/roles.md#what-each-person-sees): touch users never see a tooltip, so the reason
 * sits on the page.
 */
export function AccessBanner({ needs }: AccessBannerProps) {
  const session = useSession();
  // Until the permissions arrive an empty list means "not known yet", not "none".
  const permissions = useQuery({ ...permissionsQueryOptions(), enabled: session.token !== null });
  if (session.status !== 'authenticated' || !session.user || !permissions.data) return null;
  const notice = accessNotice(session.user, permissions.data, needs);
  if (!notice) return null;
  return (
    <Alert.Root
      status={notice.kind === 'verify' ? 'info' : 'warning'}
      variant="surface"
      data-testid="access-banner"
      flexWrap="wrap"
      alignItems="center"
      gap="3"
    >
      <Alert.Indicator />
      <Alert.Content flex="1" minW="48">
        <Alert.Title>{notice.title}</Alert.Title>
        <Alert.Description>{notice.body}</Alert.Description>
      </Alert.Content>
      {notice.action && (
        <Button asChild size="sm" colorPalette="brand" flexShrink={0}>
          <Link to={notice.action.href}>{notice.action.label}</Link>
        </Button>
      )}
    </Alert.Root>
  );
}
