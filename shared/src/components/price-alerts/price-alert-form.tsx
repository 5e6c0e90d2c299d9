import { Checkbox, Field, NativeSelect, Text } from '@chakra-ui/react';
import { z } from 'zod';
import {
  ALERT_CONDITIONS,
  ALERT_REPEATS,
  priceAlertRequestSchema,
  type AlertCondition,
  type PriceAlert,
  type PriceAlertRequest,
} from '../../contracts/alerts.js';
import { text } from '../../contracts/text.js';
import { FormField } from '../../forms/form-field.js';
import { useWattleForm } from '../../forms/use-wattle-form.js';
import { WattleForm } from '../../forms/wattle-form.js';
import { useSavePriceAlert } from '../../query/alert-queries.js';
import { showToast } from '../../toast/toast.js';

const CONDITION_LABELS: Record<AlertCondition, string> = {
  above: 'Price rises to or above',
  below: 'Price falls to or below',
  move: 'Price moves by ±% in 24 hours',
};

type AlertFormValues = {
  condition: string;
  price: string;
  percent: string;
  repeat: string;
  email: boolean;
};

/** The form's values (text inputs and a tick box) turned into what the API takes. */
const alertFormSchema = (asset: string) =>
  z
    .object({
      condition: z.enum(ALERT_CONDITIONS),
      price: text(),
      percent: text(),
      repeat: z.enum(ALERT_REPEATS),
      email: z.boolean(),
    })
    .transform(({ condition, price, percent, repeat, email }): PriceAlertRequest =>
      condition === 'move'
        ? {
            asset,
            condition,
            percent: percent.trim() === '' ? undefined : Number(percent),
            repeat,
            email,
          }
        : { asset, condition, price: price.trim() === '' ? undefined : price, repeat, email },
    )
    .pipe(priceAlertRequestSchema);

export interface PriceAlertFormProps {
  /** The coin's upper-case symbol and name. */
  asset: { symbol: string; name: string };
  /** The alert being changed; a new one when absent. */
  alert?: PriceAlert;
  /** The coin's price now, shown as a hint (already formatted). */
  priceNow?: string | undefined;
  onSaved: () => void;
}

/**
 * One alert on one coin (docs/product/alerts-and-watchlist.md#alerts): above or below a price,
 * or a move in 24 hours; once or every time; by e-mail too unless unticked.
 */
export function PriceAlertForm({ asset, alert, priceNow, onSaved }: PriceAlertFormProps) {
  const save = useSavePriceAlert();
  const initialValues: AlertFormValues = {
    condition: alert?.condition ?? 'above',
    price: alert?.price ?? '',
    percent: alert?.percent ?? '',
    repeat: alert?.repeat ?? 'once',
    email: alert?.email ?? true,
  };
  const form = useWattleForm({
    schema: alertFormSchema(asset.symbol),
    initialValues,
    onSubmit: async (request) => {
      await save.mutateAsync({ ...request, alertId: alert?.alertId });
      showToast('success', `Alert ${alert ? 'saved' : 'set'} for ${asset.name}.`);
      onSaved();
    },
  });
  const move = form.values.condition === 'move';
  return (
    <WattleForm
      form={form}
      submitLabel={alert ? 'Save alert' : 'Set alert'}
      loadingMessage="Saving…"
      aria-label={`Price alert for ${asset.name}`}
    >
      {priceNow && (
        <Text fontSize="sm" color="fg.muted">
          {asset.symbol} is {priceNow} now.
        </Text>
      )}
      <Field.Root>
        <Field.Label>Tell me when</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="condition"
            value={form.values.condition}
            onChange={(event) => form.setValue('condition', event.target.value)}
          >
            {ALERT_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {CONDITION_LABELS[condition]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {move ? (
        <FormField
          form={form}
          name="percent"
          label="Move (%)"
          inputMode="decimal"
          autoComplete="off"
          helperText="Up or down against the price 24 hours before, 1 to 100 %."
        />
      ) : (
        <FormField
          form={form}
          name="price"
          label="Price (AUD)"
          inputMode="decimal"
          autoComplete="off"
        />
      )}
      <Field.Root>
        <Field.Label>How often</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            name="repeat"
            value={form.values.repeat}
            onChange={(event) => form.setValue('repeat', event.target.value)}
          >
            <option value="once">Once, then switch it off</option>
            <option value="every">Every time it crosses again</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <Checkbox.Root
        checked={form.values.email}
        onCheckedChange={(details) => form.setValue('email', details.checked === true)}
      >
        <Checkbox.HiddenInput name="email" />
        <Checkbox.Control />
        <Checkbox.Label>Also e-mail me</Checkbox.Label>
      </Checkbox.Root>
    </WattleForm>
  );
}
