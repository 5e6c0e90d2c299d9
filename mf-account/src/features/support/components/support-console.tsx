import { HStack, Link, Stack } from '@chakra-ui/react';
import { NotFoundRedirect, PageLayout, roleAtLeast, useSession, type Role } from '@wattle/shared';
import type { ReactNode } from 'react';
import { NavLink, Route, Routes } from 'react-router-dom';
import { AdminSettings } from './admin-settings';
import { AuditLog } from './audit-log';
import { BucketAdmin } from './bucket-admin';
import { ChatInbox } from './chat-inbox';
import { CustomerSearch } from './customer-search';
import { CustomerView } from './customer-view';
import { FrontEndHealthCard } from './front-end-health-card';
import { IdentityMatches } from './identity-matches';
import { PausedWithdrawals } from './paused-withdrawals';
import { SupportAccess } from './support-access';
import { TwoFactorResets } from './two-factor-resets';

function ConsoleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      asChild
      fontWeight="semibold"
      px="3"
      py="2"
      borderRadius="l2"
      css={{
        '&[aria-current=page]': { bg: 'eucalypt.subtle', color: 'eucalypt.fg' },
      }}
    >
      <NavLink to={to} end>
        {children}
      </NavLink>
    </Link>
  );
}

/** A part of the console with a page of its own; `need` is the least role that may use it. */
interface ConsoleSection {
  path: string;
  title: string;
  need?: Role;
  content: ReactNode;
}

/** The console's sections after Customers and Live chat, in the order the nav offers them. */
const SECTIONS: ConsoleSection[] = [
  { path: 'paused-withdrawals', title: 'Paused withdrawals', content: <PausedWithdrawals /> },
  { path: 'linked-accounts', title: 'Linked accounts', content: <IdentityMatches /> },
  {
    path: 'two-factor-resets',
    title: 'Two-factor resets',
    need: 'support_lv2',
    content: <TwoFactorResets />,
  },
  { path: 'audit', title: 'Audit log', need: 'support_lv2', content: <AuditLog /> },
  { path: 'settings', title: 'Trade settings', need: 'admin', content: <AdminSettings /> },
  { path: 'buckets', title: 'Buckets', need: 'admin', content: <BucketAdmin /> },
];

/** The console's sections; what a role cannot use is not offered. */
function ConsoleNav() {
  const { user } = useSession();
  return (
    <HStack as="nav" aria-label="Support console" gap="1" wrap="wrap" mb="6">
      <ConsoleLink to="/support">Customers</ConsoleLink>
      <ConsoleLink to="/support/chats">Live chat</ConsoleLink>
      {SECTIONS.filter(({ need }) => !need || (user && roleAtLeast(user.role, need))).map(
        ({ path, title }) => (
          <ConsoleLink key={path} to={`/support/${path}`}>
            {title}
          </ConsoleLink>
        ),
      )}
    </HStack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PageLayout title={title} width="wide">
      <ConsoleNav />
      {children}
    </PageLayout>
  );
}

/** `/support/*`: staff find and serve customers; lv2 also audit, admins also set trading. */
export function SupportConsole() {
  return (
    <SupportAccess>
      <Routes>
        <Route
          index
          element={
            <Section title="Support console">
              <Stack gap="6">
                <CustomerSearch />
                <FrontEndHealthCard />
              </Stack>
            </Section>
          }
        />
        <Route
          path="customers/:userId"
          element={
            <Section title="Customer">
              <CustomerView />
            </Section>
          }
        />
        {['chats', 'chats/:userId'].map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Section title="Live chat">
                <ChatInbox />
              </Section>
            }
          />
        ))}
        {SECTIONS.map(({ path, title, need, content }) => (
          <Route
            key={path}
            path={path}
            element={
              <SupportAccess need={need ?? 'support_lv1'}>
                <Section title={title}>{content}</Section>
              </SupportAccess>
            }
          />
        ))}
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </SupportAccess>
  );
}
