import { Button, Flex, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import {
  copyToClipboard,
  currentUserQueryOptions,
  formatPercent,
  getRuntimeConfig,
  QueryState,
  showToast,
  tradeSettingsQueryOptions,
  SectionCard,
} from '@wattle/shared';
import { useId } from 'react';
import { referralLink } from '../lib/referral-link';

function ReferralBonus() {
  const settings = useQuery(tradeSettingsQueryOptions());
  if (settings.isPending) return <Skeleton h="5" w="64" />;
  if (!settings.data) return null;
  return (
    <Text>
      You earn <strong>{formatPercent(settings.data.referralBonus)}</strong> of the trading fees of
      every friend who signs up with your link.
    </Text>
  );
}

function LinkBox({ link }: { link: string }) {
  const inputId = useId();
  const copy = () =>
    copyToClipboard(link).catch(() =>
      showToast('error', 'Could not copy. Select the link and copy it yourself.'),
    );
  return (
    <Stack gap="2">
      <Text asChild fontWeight="medium">
        <label htmlFor={inputId}>Your referral link</label>
      </Text>
      <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
        <Input
          id={inputId}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          fontFamily="mono"
          fontSize="sm"
        />
        <Button colorPalette="brand" onClick={() => void copy()} flexShrink={0}>
          Copy link
        </Button>
      </Flex>
    </Stack>
  );
}

/** The refer-a-friend tab: the customer's link to share and what it earns them. */
export function ReferAFriend() {
  const user = useQuery(currentUserQueryOptions());
  return (
    <SectionCard
      title="Refer a friend"
      description="Share your link. When a friend signs up with it and trades, you earn a bonus."
    >
      <Stack gap="5">
        <ReferralBonus />
        <QueryState query={user} loadingLabel="Loading your referral link" loadingShape="lines">
          {(person) => (
            <LinkBox link={referralLink(getRuntimeConfig().appUrl, person.referralCode)} />
          )}
        </QueryState>
      </Stack>
    </SectionCard>
  );
}
