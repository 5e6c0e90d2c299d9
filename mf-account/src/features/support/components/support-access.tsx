import { Heading, Stack, Text } from '@chakra-ui/react';
import { PageLayout, PageSkeleton, roleAtLeast, useSession, type Role } from '@wattle/shared';
import type { ReactNode } from 'react';

/** What a signed-in customer (or a staff member below the needed role) sees: never a blank page. */
export function ForbiddenPage({ need = 'support_lv1' }: { need?: Role }) {
  return (
    <PageLayout title="403: staff only" width="narrow">
      <Stack gap="3" role="alert">
        <Heading as="h2" size="md">
          You do not have access to this page
        </Heading>
        <Text>
          {need === 'support_lv1'
            ? 'The support console is for Wattle support staff. Sign in with a staff account to use it.'
            : 'Your staff role cannot open this part of the support console.'}
        </Text>
      </Stack>
    </PageLayout>
  );
}

/**
 * Shows `children` only to staff of at least `need`. The API checks every call again; this
 * only keeps a customer from a console that would refuse them.
 */
export function SupportAccess({
  need = 'support_lv1',
  children,
}: {
  need?: Role;
  children: ReactNode;
}) {
  const session = useSession();
  if (session.status === 'loading') return <PageSkeleton framed label="Loading the console" />;
  if (!session.user || !roleAtLeast(session.user.role, need)) return <ForbiddenPage need={need} />;
  return children;
}

/** Whether the signed-in staff member has at least `role`. */
export function useStaffRole(role: Role): boolean {
  const { user } = useSession();
  return user !== undefined && roleAtLeast(user.role, role);
}
