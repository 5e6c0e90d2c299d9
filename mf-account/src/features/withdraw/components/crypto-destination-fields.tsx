import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { shortenAddress, tagLabelFor, type Asset, type SavedAddress } from '@wattle/shared';
import { networkName } from '@/lib/network-name';

/** Where a coin goes: an address, and the memo or tag its network may need. */
export interface CryptoDestination {
  address: string;
  tag: string;
}

export interface CryptoDestinationFieldsProps {
  asset: Asset;
  /** The customer's saved addresses for this coin. */
  saved: SavedAddress[];
  savedOnly: boolean;
  destination: CryptoDestination;
  onChange: (changed: Partial<CryptoDestination>) => void;
}

const MANUAL = '';

/** A saved address to pick (when there are any), the address itself, and its tag. */
export function CryptoDestinationFields({
  asset,
  saved,
  savedOnly,
  destination: { address, tag },
  onChange,
}: CryptoDestinationFieldsProps) {
  const tagLabel = tagLabelFor(asset.chain);
  return (
    <>
      {saved.length > 0 && (
        <Field.Root>
          <Field.Label>Saved address</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={
                saved.find((entry) => entry.address === address && (entry.tag ?? '') === tag)
                  ?.addressId ?? MANUAL
              }
              onChange={(event) => {
                const entry = saved.find((item) => item.addressId === event.target.value);
                onChange({ address: entry?.address ?? '', tag: entry?.tag ?? '' });
              }}
            >
              <option value={MANUAL}>
                {savedOnly ? 'Choose a saved address' : 'Enter an address below'}
              </option>
              {saved.map((entry) => (
                <option key={entry.addressId} value={entry.addressId}>
                  {entry.label} ({shortenAddress(entry.address)})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      )}
      <Field.Root required>
        <Field.Label>
          {asset.symbol} address
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          name="address"
          autoComplete="off"
          spellCheck={false}
          maxLength={128}
          value={address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
        <Field.HelperText>
          {savedOnly
            ? 'You allow withdrawals only to saved addresses.'
            : `Only a ${asset.name} address on the ${networkName(asset.chain)} network.`}
        </Field.HelperText>
      </Field.Root>
      {tagLabel && (
        <Field.Root>
          <Field.Label>{tagLabel}</Field.Label>
          <Input
            name="tag"
            autoComplete="off"
            maxLength={256}
            value={tag}
            onChange={(event) => onChange({ tag: event.target.value })}
          />
          <Field.HelperText>Exchanges usually need it: check with the receiver.</Field.HelperText>
        </Field.Root>
      )}
    </>
  );
}
