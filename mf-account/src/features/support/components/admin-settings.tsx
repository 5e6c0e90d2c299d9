import { Button, Field, HStack, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assetKeys,
  assetsQueryOptions,
  DEDUPE_MS,
  formatAmount,
  QueryState,
  tradeSettingsKeys,
  tradeSettingsQueryOptions,
  type Asset,
  type AssetUpdate,
} from '@wattle/shared';
import { useState } from 'react';
import { updateAsset, updateTradeSettings } from '../api/support-api';
import { AdminChangeDialog, type PendingAdminChange } from './admin-change-dialog';
import { ConsoleCard, ConsoleList, ConsoleRow } from './console-card';
import { SettingField } from './setting-field';
import { WithdrawalRulesCard } from './withdrawal-rules-card';

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;

/** The trade settings an admin sets: each field's label, and its name in the confirmation. */
const TRADE_SETTINGS = [
  { setting: 'tradeFeePercentage', label: 'Trade fee (%)', name: 'Trade fee' },
  { setting: 'referralBonus', label: 'Referral bonus (%)', name: 'Referral bonus' },
] as const;

type TradeSetting = (typeof TRADE_SETTINGS)[number]['setting'];

const NO_SETTINGS_TYPED: Record<TradeSetting, string> = {
  tradeFeePercentage: '',
  referralBonus: '',
};

function TradeSettingsCard({ ask }: { ask: (change: PendingAdminChange) => void }) {
  // An admin reads what is set now, not what a customer's screen cached minutes ago.
  const settings = useQuery({ ...tradeSettingsQueryOptions(), staleTime: DEDUPE_MS });
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(NO_SETTINGS_TYPED);
  return (
    <ConsoleCard title="Fees">
      <QueryState query={settings} loadingLabel="Loading trade settings" loadingShape="lines">
        {(current) => {
          // A blank field keeps what is set now.
          const next = (setting: TradeSetting) => typed[setting].trim() || current[setting];
          const valid = TRADE_SETTINGS.every(({ setting }) => PERCENT.test(next(setting)));
          const changed = TRADE_SETTINGS.filter(
            ({ setting }) => next(setting) !== current[setting],
          );
          return (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                {TRADE_SETTINGS.map(({ setting, label }) => (
                  <SettingField
                    key={setting}
                    label={label}
                    now={current[setting]}
                    helperText={`Now ${current[setting]}%`}
                    inputMode="decimal"
                    value={typed[setting]}
                    onChange={(value) => setTyped({ ...typed, [setting]: value })}
                    invalid={!PERCENT.test(next(setting))}
                  />
                ))}
              </SimpleGrid>
              <Button
                alignSelf="flex-start"
                colorPalette="eucalypt"
                disabled={!valid || changed.length === 0}
                onClick={() =>
                  ask({
                    title: 'Change trade settings',
                    description: changed
                      .map(
                        ({ setting, name }) => `${name}: ${current[setting]}% → ${next(setting)}%`,
                      )
                      .join('; '),
                    run: async () => {
                      const saved = await updateTradeSettings(
                        Object.fromEntries(changed.map(({ setting }) => [setting, next(setting)])),
                      );
                      queryClient.setQueryData(tradeSettingsKeys.all, saved);
                      setTyped(NO_SETTINGS_TYPED);
                    },
                    done: 'Trade settings saved.',
                  })
                }
              >
                Save fees
              </Button>
            </Stack>
          );
        }}
      </QueryState>
    </ConsoleCard>
  );
}

const FLAGS = [
  ['buyEnabled', 'Buy'],
  ['sellEnabled', 'Sell'],
  ['depositEnabled', 'Deposit'],
  ['withdrawEnabled', 'Withdraw'],
] as const;

/** An asset's buy limits: the field's label, and the bound's name in the confirmation. */
const BUY_LIMITS = [
  { bound: 'buyTradeMinimum', label: 'Buy minimum (AUD)', name: 'Minimum' },
  { bound: 'buyTradeMaximum', label: 'Buy maximum (AUD)', name: 'Maximum' },
] as const;

type BuyLimit = (typeof BUY_LIMITS)[number]['bound'];

const NO_LIMITS_TYPED: Record<BuyLimit, string> = { buyTradeMinimum: '', buyTradeMaximum: '' };

function AssetRow({ asset, ask }: { asset: Asset; ask: (change: PendingAdminChange) => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState(NO_LIMITS_TYPED);
  const save = (update: AssetUpdate) => async () => {
    await updateAsset(asset.assetId, update);
    await queryClient.invalidateQueries({ queryKey: assetKeys.all });
  };
  // Only the bounds typed in change; a blank field keeps its limit.
  const changed = BUY_LIMITS.filter(({ bound }) => typed[bound].trim());
  const limits: AssetUpdate = Object.fromEntries(
    changed.map(({ bound }) => [bound, typed[bound].trim()]),
  );
  const shown = (bound: BuyLimit) => {
    const limit = asset[bound];
    return limit ? formatAmount(limit) : null;
  };
  return (
    <ConsoleRow
      title={`${asset.name} (${asset.symbol})`}
      detail={
        <Stack as="span" display="flex" gap="2" mt="1">
          <HStack as="span" gap="4" wrap="wrap">
            {FLAGS.map(([flag, label]) => (
              <Switch.Root
                key={flag}
                size="sm"
                checked={asset[flag]}
                onCheckedChange={(state) =>
                  ask({
                    title: `${state.checked ? 'Enable' : 'Disable'} ${label.toLowerCase()} for ${asset.symbol}`,
                    description: `${asset.name} ${label.toLowerCase()}: ${asset[flag] ? 'on' : 'off'} → ${state.checked ? 'on' : 'off'}`,
                    run: save({ [flag]: state.checked }),
                    done: `${asset.symbol} ${label.toLowerCase()} ${state.checked ? 'enabled' : 'disabled'}.`,
                  })
                }
              >
                <Switch.HiddenInput />
                <Switch.Control />
                <Switch.Label>{label}</Switch.Label>
              </Switch.Root>
            ))}
          </HStack>
          <HStack as="span" gap="2" wrap="wrap" align="flex-end">
            {BUY_LIMITS.map(({ bound, label }) => (
              <Field.Root key={bound} w="36">
                <Field.Label fontSize="xs">{label}</Field.Label>
                <Input
                  size="sm"
                  inputMode="decimal"
                  placeholder={shown(bound) ?? 'None'}
                  value={typed[bound]}
                  onChange={(event) => setTyped({ ...typed, [bound]: event.target.value })}
                />
              </Field.Root>
            ))}
            <Button
              size="sm"
              variant="outline"
              disabled={changed.length === 0}
              onClick={() =>
                ask({
                  title: `Change ${asset.symbol} buy limits`,
                  description: changed
                    .map(
                      ({ bound, name }) =>
                        `${name}: ${shown(bound) ?? 'none'} → $${typed[bound].trim()}`,
                    )
                    .join('; '),
                  run: async () => {
                    await save(limits)();
                    setTyped(NO_LIMITS_TYPED);
                  },
                  done: `${asset.symbol} buy limits saved.`,
                })
              }
            >
              Save limits
            </Button>
          </HStack>
        </Stack>
      }
    />
  );
}

function AssetsCard({ ask }: { ask: (change: PendingAdminChange) => void }) {
  const assets = useQuery(assetsQueryOptions());
  return (
    <ConsoleCard title="Assets">
      <QueryState query={assets} loadingLabel="Loading assets">
        {(list) => (
          <ConsoleList empty="No assets.">
            {list
              .filter((asset) => asset.type !== 'fiat')
              .map((asset) => (
                <AssetRow key={asset.assetId} asset={asset} ask={ask} />
              ))}
          </ConsoleList>
        )}
      </QueryState>
    </ConsoleCard>
  );
}

/**
 * `/support/settings` (admin): fees, withdrawal rules and each asset's switches and limits,
 * each confirmed.
 */
export function AdminSettings() {
  const [pending, setPending] = useState<PendingAdminChange | null>(null);
  return (
    <Stack gap="4">
      <Text color="fg.muted" fontSize="sm">
        Every change here applies to all customers at once and is written to the audit log.
      </Text>
      <TradeSettingsCard ask={setPending} />
      <WithdrawalRulesCard ask={setPending} />
      <AssetsCard ask={setPending} />
      <AdminChangeDialog pending={pending} onClose={() => setPending(null)} />
    </Stack>
  );
}
