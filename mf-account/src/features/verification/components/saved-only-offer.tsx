import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '@wattle/shared';
import { useTurnOnSavedOnly } from '../api/turn-on-saved-only';

/**
 * Onboarding's last step offers "saved addresses only" (docs/product/funding.md#address-book):
 * crypto then goes only to addresses the customer saved, and turning it off takes 24 hours.
 */
export function SavedOnlyOffer() {
  const turnOn = useTurnOnSavedOnly();
  return (
    <Stack
      as="section"
      aria-labelledby="saved-only-offer-title"
      gap="2"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h3" size="sm" id="saved-only-offer-title">
        Protect your crypto withdrawals
      </Heading>
      {turnOn.data?.savedOnly ? (
        <Text role="status">
          Saved addresses only is on: crypto can go only to addresses in your address book, which
          you can fill from Withdraw. Turning it off later takes 24 hours.
        </Text>
      ) : (
        <>
          <Text>
            Send crypto only to addresses you have saved. If someone else ever gets into your
            account, they cannot send your coins anywhere new: turning this off takes 24 hours.
          </Text>
          <Button
            alignSelf="flex-start"
            variant="outline"
            loading={turnOn.isPending}
            onClick={() => turnOn.mutate()}
          >
            Turn on saved addresses only
          </Button>
        </>
      )}
      {turnOn.isError && (
        <Text role="alert" color="red.700" fontSize="sm">
          {errorMessage(turnOn.error)}
        </Text>
      )}
    </Stack>
  );
}
