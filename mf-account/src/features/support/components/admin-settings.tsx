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
import { WithdrawalRulesCard } from './withdrawal-rules-card';

const PERCENT = /^\d{1,3}(\.\d{1,4})?$/;

function TradeSettingsCard({ ask }: { ask: (change: PendingAdminChange) => void }) {
  // An admin reads what is set now, not what a customer's screen cached minutes ago.
  const settings = useQuery({ ...tradeSettingsQueryOptions(), staleTime: DEDUPE_MS });
  const queryClient = useQueryClient();
  const [fee, setFee] = useState('');
  const [bonus, setBonus] = useState('');
  return (
    <ConsoleCard title="Fees">
      <QueryState query={settings} loadingLabel="Loading trade settings" loadingShape="lines">
        {(current) => {
          const newFee = fee.trim() || current.tradeFeePercentage;
          const newBonus = bonus.trim() || current.referralBonus;
          const valid = PERCENT.test(newFee) && PERCENT.test(newBonus);
          const changed =
            newFee !== current.tradeFeePercentage || newBonus !== current.referralBonus;
          return (
            <Stack gap="3">
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
                <Field.Root invalid={!PERCENT.test(newFee)}>
                  <Field.Label>Trade fee (%)</Field.Label>
                  <Input
                    inputMode="decimal"
                    placeholder={current.tradeFeePercentage}
                    value={fee}
                    onChange={(event) => setFee(event.target.value)}
                  />
                  <Field.HelperText>Now {current.tradeFeePercentage}%</Field.HelperText>
                </Field.Root>
                <Field.Root invalid={!PERCENT.test(newBonus)}>
                  <Field.Label>Referral bonus (%)</Field.Label>
                  <Input
                    inputMode="decimal"
                    placeholder={current.referralBonus}
                    value={bonus}
                    onChange={(event) => setBonus(event.target.value)}
                  />
                  <Field.HelperText>Now {current.referralBonus}%</Field.HelperText>
                </Field.Root>
              </SimpleGrid>
              <Button
                alignSelf="flex-start"
                colorPalette="eucalypt"
                disabled={!valid || !changed}
                onClick={() =>
                  ask({
                    title: 'Change trade settings',
                    description: [
                      newFee !== current.tradeFeePercentage
                        ? `Trade fee: ${current.tradeFeePercentage}% → ${newFee}%`
                        : null,
                      newBonus !== current.referralBonus
                        ? `Referral bonus: ${current.referralBonus}% → ${newBonus}%`
                        : null,
                    ]
                      .filter(Boolean)
                      .join('; '),
                    run: async () => {
                      const saved = await updateTradeSettings({
                        ...(newFee !== current.tradeFeePercentage
                          ? { tradeFeePercentage: newFee }
                          : {}),
                        ...(newBonus !== current.referralBonus ? { referralBonus: newBonus } : {}),
                      });
                      queryClient.setQueryData(tradeSettingsKeys.all, saved);
                      setFee('');
                      setBonus('');
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

function AssetRow({ asset, ask }: { asset: Asset; ask: (change: PendingAdminChange) => void }) {
  const queryClient = useQueryClient();
  const [minimum, setMinimum] = useState('');
  const [maximum, setMaximum] = useState('');
  const save = (update: AssetUpdate) => async () => {
    await updateAsset(asset.assetId, update);
    await queryClient.invalidateQueries({ queryKey: assetKeys.all });
  };
  const limits: AssetUpdate = {
    ...(minimum.trim() ? { buyTradeMinimum: minimum.trim() } : {}),
    ...(maximum.trim() ? { buyTradeMaximum: maximum.trim() } : {}),
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
            <Field.Root w="36">
              <Field.Label fontSize="xs">Buy minimum (AUD)</Field.Label>
              <Input
                size="sm"
                inputMode="decimal"
                placeholder={asset.buyTradeMinimum ? formatAmount(asset.buyTradeMinimum) : 'None'}
                value={minimum}
                onChange={(event) => setMinimum(event.target.value)}
              />
            </Field.Root>
            <Field.Root w="36">
              <Field.Label fontSize="xs">Buy maximum (AUD)</Field.Label>
              <Input
                size="sm"
                inputMode="decimal"
                placeholder={asset.buyTradeMaximum ? formatAmount(asset.buyTradeMaximum) : 'None'}
                value={maximum}
                onChange={(event) => setMaximum(event.target.value)}
              />
            </Field.Root>
            <Button
              size="sm"
              variant="outline"
              disabled={Object.keys(limits).length === 0}
              onClick={() =>
                ask({
                  title: `Change ${asset.symbol} buy limits`,
                  description: [
                    limits.buyTradeMinimum
                      ? `Minimum: ${asset.buyTradeMinimum ? formatAmount(asset.buyTradeMinimum) : 'none'} → $${limits.buyTradeMinimum}`
                      : null,
                    limits.buyTradeMaximum
                      ? `Maximum: ${asset.buyTradeMaximum ? formatAmount(asset.buyTradeMaximum) : 'none'} → $${limits.buyTradeMaximum}`
                      : null,
                  ]
                    .filter(Boolean)
                    .join('; '),
                  run: async () => {
                    await save(limits)();
                    setMinimum('');
                    setMaximum('');
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
