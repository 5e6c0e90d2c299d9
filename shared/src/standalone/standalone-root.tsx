import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import {
  AppProviders,
  clearToken,
  createQueryClient,
  getRuntimeConfig,
  onSessionEnded,
  useToken,
  WattleLogo,
} from '@wattle/shared';
import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneSignIn } from './standalone-sign-in.js';

export interface StandaloneOptions {
  /** What the page is, e.g. "Wattle Account". */
  title: string;
  /** Every page of this remote needs a signed-in person. */
  requiresSession: boolean;
  /**
   * Where staff work in this remote (mf-account: `/support`): there the sign-in is the staff
   * door, and a staff member who signs in anywhere lands there.
   */
  staffHome?: string;
}

function StandaloneFrame({
  title,
  requiresSession,
  staffHome,
  children,
}: StandaloneOptions & { children: ReactNode }) {
  const token = useToken();
  const { features } = getRuntimeConfig();
  // A session the server ended (expired, idle, signed out elsewhere) goes back to sign-in with
  // the reason, instead of leaving pages waiting on calls that can only fail.
  const [ended, setEnded] = useState<string | null>(null);
  useEffect(
    () =>
      onSessionEnded((error) => {
        clearToken();
        setEnded(
          error.body.reason === 'token_expired'
            ? 'Your session has expired.'
            : 'Your session has ended.',
        );
      }),
    [],
  );
  return (
    <>
      <Flex
        as="header"
        align="center"
        gap="3"
        px="4"
        py="2"
        bg="eucalypt.800"
        color="white"
        fontSize="sm"
      >
        <WattleLogo />
        <Text fontWeight="semibold">{title}</Text>
        {features.sandbox && (
          <Badge bg="orange.200" color="orange.950">
            Sandbox
          </Badge>
        )}
        {token && (
          <Button ms="auto" size="sm" variant="outline" color="white" onClick={clearToken}>
            Sign out
          </Button>
        )}
      </Flex>
      <Box>
        {requiresSession && !token ? (
          <StandaloneSignIn title={title} staffHome={staffHome} endedBecause={ended} />
        ) : (
          children
        )}
      </Box>
    </>
  );
}

/** Everything a remote needs around it when no shell hosts it. */
export function StandaloneRoot({
  children,
  ...options
}: StandaloneOptions & { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter>
        <StandaloneFrame {...options}>{children}</StandaloneFrame>
      </BrowserRouter>
    </AppProviders>
  );
}
