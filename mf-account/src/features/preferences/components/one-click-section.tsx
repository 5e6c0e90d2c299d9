import { Button, List, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  preferencesQueryOptions,
  QueryState,
  useUpdatePreferences,
  WattleModal,
  type Preferences,
  SectionCard,
} from '@wattle/shared';
import { useState } from 'react';

function OneClickSwitch({ preferences }: { preferences: Preferences }) {
  const update = useUpdatePreferences({ savedMessage: 'Preferences saved' });
  const [confirming, setConfirming] = useState(false);
  // Closing the confirmation without turning it on draws the switch afresh, off.
  const [declined, setDeclined] = useState(0);
  const keepOff = () => {
    setConfirming(false);
    setDeclined((count) => count + 1);
  };
  return (
    <>
      <Switch.Root
        key={declined}
        checked={preferences.oneClickBuy}
        disabled={update.isPending}
        onCheckedChange={({ checked }) => {
          // The first time, the customer reads what it does before it is on.
          if (checked && !preferences.oneClickConfirmed) setConfirming(true);
          else update.mutate({ oneClickBuy: checked });
        }}
        alignItems="flex-start"
        gap="3"
      >
        <Switch.HiddenInput />
        <Switch.Control mt="1" />
        <Switch.Label>
          <Text fontWeight="medium">1-Click buy</Text>
          <Text color="fg.muted" fontSize="sm" fontWeight="normal">
            Adds a 1-Click buy button to the trade window: it buys at the quoted price at once,
            without the review step.
          </Text>
        </Switch.Label>
      </Switch.Root>
      <WattleModal
        open={confirming}
        onClose={keepOff}
        title="Turn on 1-Click buy?"
        footer={
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" w="full" justify="flex-end">
            <Button variant="outline" onClick={keepOff}>
              Keep it off
            </Button>
            <Button
              colorPalette="brand"
              onClick={() => {
                update.mutate({ oneClickBuy: true, confirmOneClick: true });
                setConfirming(false);
              }}
            >
              Turn on 1-Click buy
            </Button>
          </Stack>
        }
      >
        <Stack gap="3">
          <Text>With 1-Click buy on:</Text>
          <List.Root ps="5" gap="2">
            <List.Item>
              one tap buys at the price shown, with no review screen to check first;
            </List.Item>
            <List.Item>the fee and spread are the same as any other buy;</List.Item>
            <List.Item>you can turn it off here at any time.</List.Item>
          </List.Root>
        </Stack>
      </WattleModal>
    </>
  );
}

/**
 * 1-Click buy is off until the customer turns it on here (docs/product/trading.md#1-click-buy);
 * the first time, a confirmation says what it does.
 */
export function OneClickSection() {
  const preferences = useQuery(preferencesQueryOptions());
  return (
    <SectionCard title="Buying">
      <QueryState query={preferences} loadingLabel="Loading your preferences" loadingShape="lines">
        {(data) => <OneClickSwitch preferences={data} />}
      </QueryState>
    </SectionCard>
  );
}
