import { Badge, Box, Button, Flex, Text } from '@chakra-ui/react';
import {
  AppProviders,
  clearToken,
  createQueryClient,
  getRuntimeConfig,
  useToken,
} from '@wattle/shared';
import { useState, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { StandaloneSignIn } from './standalone-sign-in.js';

export interface StandaloneOptions {
  /** What the page is, e.g. "Wattle Account". */
  title: string;
  /** Every page of this remote needs a signed-in person. */
  requiresSession: boolean;
}

function StandaloneFrame({
  title,
  requiresSession,
  children,
}: StandaloneOptions & { children: ReactNode }) {
  const token = useToken();
  const { features } = getRuntimeConfig();
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
        <Text fontWeight="semibold">{title}</Text>
        <Badge colorPalette="gray" variant="solid">
          Standalone
        </Badge>
        {features.sandbox && (
          <Badge bg="orange.200" color="orange.950">
            Sandbox
          </Badge>
        )}
        {token && (
          <Button ms="auto" size="xs" variant="outline" color="white" onClick={clearToken}>
            Sign out
          </Button>
        )}
      </Flex>
      <Box>{requiresSession && !token ? <StandaloneSignIn title={title} /> : children}</Box>
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
