import { Button, HStack, Input, Stack, Switch, Text } from '@chakra-ui/react';
import {
  errorMessage,
  formatDateTime,
  shortenAddress,
  type AddressBook,
  type Asset,
  type StepUpMethod,
} from '@wattle/shared';
import { useState } from 'react';
import { STEP_UP_LABELS, stepUpProof, stepUpReady } from '@/components/step-up-field';
import { useAddressBookSettings, useRemoveAddress } from '../api/address-book';
import { SavedAddressForm } from './saved-address-form';
import { SavedAddressTravelRule } from './saved-address-travel-rule';
import { WithdrawSection } from './withdraw-section';

/** Saved, labelled withdrawal addresses and the "saved addresses only" setting. */
export function AddressBookSection({
  book,
  coins,
  method,
}: {
  book: AddressBook;
  coins: Asset[];
  method: StepUpMethod;
}) {
  const [adding, setAdding] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  const [proof, setProof] = useState('');
  const remove = useRemoveAddress();
  const settings = useAddressBookSettings();
  const { label } = STEP_UP_LABELS[method];

  return (
    <WithdrawSection
      title="Address book"
      action={
        <Button size="sm" variant="outline" onClick={() => setAdding((open) => !open)}>
          {adding ? 'Cancel' : 'Add address'}
        </Button>
      }
    >
      {book.addresses.length === 0 ? (
        <Text color="fg.muted">No saved addresses yet.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none">
          {book.addresses.map((entry) => (
            <HStack as="li" key={entry.addressId} justify="space-between" gap="3">
              <Stack gap="0" minW="0">
                <Text fontWeight="semibold">
                  {entry.label} · {entry.asset}
                </Text>
                <Text fontSize="sm" color="fg.muted" title={entry.address}>
                  {shortenAddress(entry.address)}
                  {entry.tag ? ` · tag ${entry.tag}` : ''}
                </Text>
                <SavedAddressTravelRule entry={entry} />
              </Stack>
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Remove ${entry.label}`}
                loading={remove.isPending && remove.variables === entry.addressId}
                onClick={() => remove.mutate(entry.addressId)}
              >
                Remove
              </Button>
            </HStack>
          ))}
        </Stack>
      )}
      {adding && <SavedAddressForm coins={coins} method={method} onDone={() => setAdding(false)} />}
      <Switch.Root
        checked={book.savedOnly && !book.savedOnlyOffAt}
        disabled={settings.isPending}
        onCheckedChange={({ checked }) => {
          if (checked) settings.mutate({ savedOnly: true });
          else setTurningOff(true);
        }}
        colorPalette="brand"
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Only withdraw to saved addresses</Switch.Label>
      </Switch.Root>
      {book.savedOnlyOffAt && (
        <Text fontSize="sm" role="status">
          Saved addresses only stays on until {formatDateTime(book.savedOnlyOffAt)}, then any
          address can be used. Turn it back on to cancel.
        </Text>
      )}
      {turningOff && book.savedOnly && !book.savedOnlyOffAt && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            settings.mutate(
              { savedOnly: false, ...stepUpProof(method, proof) },
              {
                onSuccess: () => {
                  setTurningOff(false);
                  setProof('');
                },
              },
            );
          }}
        >
          <Stack gap="2">
            <Text fontSize="sm">
              Allowing any address again needs your {label.toLowerCase()}, and takes effect 24 hours
              later to protect you if someone else is using your account.
            </Text>
            <Input
              aria-label={label}
              type={method === 'password' ? 'password' : 'text'}
              inputMode={method === 'otp' ? 'numeric' : undefined}
              autoComplete={method === 'otp' ? 'one-time-code' : 'current-password'}
              value={proof}
              onChange={(event) => setProof(event.target.value)}
            />
            <HStack>
              <Button
                type="submit"
                size="sm"
                colorPalette="brand"
                disabled={!stepUpReady(method, proof)}
                loading={settings.isPending}
              >
                Allow any address
              </Button>
              <Button size="sm" variant="ghost" onClick={() => setTurningOff(false)}>
                Cancel
              </Button>
            </HStack>
          </Stack>
        </form>
      )}
      {(settings.isError || remove.isError) && (
        <Text role="alert" color="red.700" fontSize="sm">
          {errorMessage(settings.error ?? remove.error)}
        </Text>
      )}
    </WithdrawSection>
  );
}
