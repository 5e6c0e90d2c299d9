import { Field, NativeSelect } from '@chakra-ui/react';
import type { Asset } from '@wattle/shared';

/** A swap names the coin it buys. */
export function SwapTargetField({
  targets,
  value,
  onChange,
  disabled,
}: {
  targets: Asset[];
  value: string | null;
  onChange: (assetId: string) => void;
  disabled: boolean;
}) {
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>Swap into</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {targets.map((target) => (
            <option key={target.assetId} value={target.assetId}>
              {target.name} ({target.symbol})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
