import { HStack, Link, Stack } from '@chakra-ui/react';
import { NotFoundRedirect, PageLayout } from '@wattle/shared';
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
import { SupportAccess, useStaffRole } from './support-access';
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

/** The console's sections; what a role cannot use is not offered. */
function ConsoleNav() {
  const auditor = useStaffRole('support_lv2');
  const admin = useStaffRole('admin');
  return (
    <HStack as="nav" aria-label="Support console" gap="1" wrap="wrap" mb="6">
      <ConsoleLink to="/support">Customers</ConsoleLink>
      <ConsoleLink to="/support/chats">Live chat</ConsoleLink>
      <ConsoleLink to="/support/paused-withdrawals">Paused withdrawals</ConsoleLink>
      <ConsoleLink to="/support/linked-accounts">Linked accounts</ConsoleLink>
      {auditor && <ConsoleLink to="/support/two-factor-resets">Two-factor resets</ConsoleLink>}
      {auditor && <ConsoleLink to="/support/audit">Audit log</ConsoleLink>}
      {admin && <ConsoleLink to="/support/settings">Trade settings</ConsoleLink>}
      {admin && <ConsoleLink to="/support/buckets">Buckets</ConsoleLink>}
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
        <Route
          path="paused-withdrawals"
          element={
            <Section title="Paused withdrawals">
              <PausedWithdrawals />
            </Section>
          }
        />
        <Route
          path="linked-accounts"
          element={
            <Section title="Linked accounts">
              <IdentityMatches />
            </Section>
          }
        />
        <Route
          path="two-factor-resets"
          element={
            <SupportAccess need="support_lv2">
              <Section title="Two-factor resets">
                <TwoFactorResets />
              </Section>
            </SupportAccess>
          }
        />
        <Route
          path="audit"
          element={
            <SupportAccess need="support_lv2">
              <Section title="Audit log">
                <AuditLog />
              </Section>
            </SupportAccess>
          }
        />
        <Route
          path="settings"
          element={
            <SupportAccess need="admin">
              <Section title="Trade settings">
                <AdminSettings />
              </Section>
            </SupportAccess>
          }
        />
        <Route
          path="buckets"
          element={
            <SupportAccess need="admin">
              <Section title="Buckets">
                <BucketAdmin />
              </Section>
            </SupportAccess>
          }
        />
        <Route path="*" element={<NotFoundRedirect />} />
      </Routes>
    </SupportAccess>
  );
}
