import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  currentUserQueryOptions,
  QueryState,
  type ApiKeyCreated,
  SectionCard,
} from '@wattle/shared';
import { useState } from 'react';
import { useApiKeys } from '../api/api-keys';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewKeySecret } from './new-key-secret';

/**
 * Profile → API keys (docs/product/api-keys.md#keys): create a key behind step-up, see its
 * secret once, list keys with their last use, revoke one.
 */
export function ApiKeysPanel() {
  const user = useQuery(currentUserQueryOptions());
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <Stack gap="6">
      <SectionCard
        title="API keys"
        description={
          <>
            Connect your own scripts and tax tools (Koinly, CoinTracking) to Wattle. How to sign
            requests: <Link href="/developers">the developer page</Link>.
          </>
        }
        actions={
          !creating &&
          !created && (
            <Button colorPalette="brand" size="sm" onClick={() => setCreating(true)}>
              Create a key
            </Button>
          )
        }
      >
        {created ? (
          <NewKeySecret created={created} onDone={() => setCreated(null)} />
        ) : creating ? (
          <QueryState query={user} loadingLabel="Loading your account" loadingShape="lines">
            {(person) => (
              <Stack gap="2">
                <CreateApiKeyForm
                  method={person.twoFactorEnabled ? 'otp' : 'password'}
                  onCreated={(answer) => {
                    setCreating(false);
                    setCreated(answer);
                  }}
                />
                <Button
                  alignSelf="flex-start"
                  variant="ghost"
                  size="sm"
                  onClick={() => setCreating(false)}
                >
                  Cancel
                </Button>
              </Stack>
            )}
          </QueryState>
        ) : (
          <Text color="fg.muted">
            A key reads your balances, history and prices, and may trade if you allow it. It can
            never withdraw.
          </Text>
        )}
      </SectionCard>
      <SectionCard title="Your keys">
        <QueryState query={keys} loadingLabel="Loading your API keys">
          {(list) => <ApiKeyList keys={list} />}
        </QueryState>
      </SectionCard>
    </Stack>
  );
}
