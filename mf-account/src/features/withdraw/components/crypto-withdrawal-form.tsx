import { Button, Stack, Text } from '@chakra-ui/react';
import {
  addressProblem,
  amountToBig,
  Big,
  ContentSkeleton,
  formatAmount,
  formatCrypto,
  formatDateTime,
  shortenAddress,
  tagLabelFor,
  tagProblem,
  type Amount,
  type Asset,
  type SavedAddress,
  type StepUpMethod,
  type StepUpProof,
  type TravelRuleCheck,
  type WithdrawEstimateResult,
} from '@wattle/shared';
import { CoinSelectField } from '@/components/coin-select';
import { WithdrawalAmountField } from '@/components/withdrawal-amount-field';
import {
  belowMinimumNote,
  withdrawableMaximum,
  withdrawalPlaceholder,
} from '@/lib/withdrawal-amount';
import { useEstimateWithdrawal, useWithdrawCrypto } from '../api/crypto-withdrawal';
import { travelRuleRows, useTravelRule } from '../hooks/use-travel-rule';
import { useWithdrawalFlow } from '../hooks/use-withdrawal-flow';
import { amountProblem } from '../lib/amount-problem';
import { EMPTY_TRAVEL_RULE, type TravelRuleDraft } from '../lib/travel-rule-answers';
import { confirmationOf } from '../lib/withdrawal-confirmation';
import { ConfirmStep } from './confirm-step';
import { CryptoDestinationFields, type CryptoDestination } from './crypto-destination-fields';
import { FirstWithdrawalGate } from './first-withdrawal-gate';
import { OwnershipProof } from './ownership-proof';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';
import { TravelRuleOutcome } from './travel-rule-outcome';
import { TravelRuleStep } from './travel-rule-step';
import { WithdrawalResult } from './withdrawal-result';

export interface CryptoWithdrawalFormProps {
  coins: Asset[];
  /** What the customer holds of each coin, by symbol; null while loading. */
  balanceOf: (symbol: string) => Amount | null;
  saved: SavedAddress[];
  savedOnly: boolean;
  method: StepUpMethod;
}

/** The coin and where it goes, beside the amount. */
interface CryptoFields extends CryptoDestination {
  symbol: string;
  /** The Travel Rule answers for this destination (docs/product/travel-rule.md). */
  travelRule: TravelRuleDraft;
}

/** What the confirmation shows: the signed fee estimate, and the tag sent with it. */
interface CryptoReview {
  estimate: WithdrawEstimateResult;
  tag: string | undefined;
  travelRule: TravelRuleCheck;
}

const freshEntry = (symbol: string): CryptoFields => ({
  symbol,
  address: '',
  tag: '',
  travelRule: EMPTY_TRAVEL_RULE,
});

/**
 * Asset, address (and tag), the Travel Rule questions, amount → the receiving exchange's answer
 * → signed fee estimate → verify → code → withdraw.
 */
export function CryptoWithdrawalForm({
  coins,
  balanceOf,
  saved,
  savedOnly,
  method,
}: CryptoWithdrawalFormProps) {
  const flow = useWithdrawalFlow<CryptoReview, CryptoFields>(freshEntry(coins[0]?.symbol ?? ''));
  const { step } = flow;
  const { symbol, address, tag } = flow.state.fields;
  const estimate = useEstimateWithdrawal();
  const withdraw = useWithdrawCrypto();
  const travelRule = useTravelRule({
    asset: symbol,
    address: address.trim(),
    draft: flow.state.fields.travelRule,
  });
  const setFields = (changed: Partial<CryptoFields>) => {
    travelRule.check.reset();
    flow.setFields(changed);
  };

  const asset = coins.find((coin) => coin.symbol === symbol);
  if (!asset) return <Text>No coins can be withdrawn right now.</Text>;
  const tagLabel = tagLabelFor(asset.chain);
  const balance = balanceOf(asset.symbol);
  const fee = amountToBig(asset.withdrawFee);
  const min = amountToBig(asset.withdrawMinimum);
  // Send max is net of the network fee: what arrives plus the fee is the whole balance.
  const max = balance
    ? withdrawableMaximum(amountToBig(balance), { fee }).round(asset.decimals, Big.roundDown)
    : null;
  const show = (value: Big) => `${formatCrypto(value, 'down', asset.decimals)} ${asset.symbol}`;
  const placeholder = withdrawalPlaceholder({
    loading: balance === null,
    sendMax: flow.state.sendMax,
    minimum: { value: min, text: `${formatCrypto(min, 'up', asset.decimals)} ${asset.symbol}` },
    maximum: max ? { value: max, text: show(max) } : null,
  });
  const insufficient = max !== null && min.gt(max);

  if (step.name === 'result') {
    return <WithdrawalResult transfer={step.transfer} onAgain={flow.again} />;
  }

  if (step.name === 'confirm') {
    const { estimate: quote, tag: sentTag, travelRule: cleared } = step.review;
    return (
      <FirstWithdrawalGate asset={quote.asset} address={quote.address} onBack={flow.back}>
        {(scamCheck, send) => (
          <ConfirmStep
            method={method}
            submitLabel={`Withdraw ${quote.asset}`}
            onBack={flow.back}
            onConfirm={(proof: StepUpProof) =>
              send(async () => {
                flow.sent(
                  await withdraw.mutateAsync({
                    estimate: quote,
                    tag: sentTag,
                    ...confirmationOf(proof, scamCheck),
                  }),
                );
              })
            }
            summary={
              <SummaryList
                rows={[
                  { label: 'Recipient gets', value: formatAmount(quote.amount) },
                  { label: 'Network fee', value: formatAmount(quote.quotedFee, 'up') },
                  { label: 'Total from your balance', value: formatAmount(quote.total, 'up') },
                  { label: 'To', value: shortenAddress(quote.address) },
                  ...travelRuleRows(cleared),
                  ...(sentTag && tagLabel ? [{ label: tagLabel, value: sentTag }] : []),
                  { label: 'Estimate valid until', value: formatDateTime(quote.expiresAt) },
                ]}
              />
            }
          />
        )}
      </FirstWithdrawalGate>
    );
  }

  const review = () => {
    if (max === null) return;
    const amount = flow.amountWithin(max);
    const problem =
      addressProblem(asset.chain, asset.name, address.trim()) ??
      tagProblem(asset.chain, asset.name, tag.trim() || undefined) ??
      travelRule.answered().problem ??
      amountProblem(amount, { min, max, minText: show(min) });
    if (!flow.check(problem)) return;
    // The Travel Rule before the fee: the estimate is refused for a destination not cleared.
    travelRule.run(amount.toFixed(), (cleared) =>
      estimate.mutate(
        { asset: asset.symbol, amount: amount.toFixed(), address: address.trim() },
        {
          onSuccess: ({ estimate: quote }) =>
            flow.reviewed({ estimate: quote, tag: tag.trim() || undefined, travelRule: cleared }),
        },
      ),
    );
  };

  const choose = (next: string) => {
    flow.restart(freshEntry(next));
    estimate.reset();
  };

  return (
    <Stack gap="4">
      <CoinSelectField
        coins={coins}
        value={asset.symbol}
        onChange={choose}
        helperText={
          <>
            Available:{' '}
            {balance ? (
              formatAmount(balance)
            ) : (
              <ContentSkeleton label="Loading your balance" shape="inline" />
            )}{' '}
            · Network fee {formatAmount(asset.withdrawFee, 'up')}
          </>
        }
      />
      <CryptoDestinationFields
        asset={asset}
        saved={saved.filter((entry) => entry.asset === asset.symbol)}
        savedOnly={savedOnly}
        destination={{ address, tag }}
        onChange={setFields}
      />
      <TravelRuleStep
        draft={travelRule.draft}
        onChange={(changed) => setFields({ travelRule: { ...travelRule.draft, ...changed } })}
      />
      <WithdrawalAmountField
        label="Amount the recipient gets"
        {...flow.amountField}
        placeholder={placeholder}
        decimals={asset.decimals}
        unit={asset.symbol}
        disabled={balance === null || insufficient}
        helperText={
          insufficient && max !== null
            ? belowMinimumNote(
                `${formatCrypto(min, 'up', asset.decimals)} ${asset.symbol}`,
                show(max),
              )
            : 'Send max withdraws your whole balance less the network fee.'
        }
      />
      {flow.state.problem && (
        <Text role="alert" color="red.700" fontSize="sm">
          {flow.state.problem}
        </Text>
      )}
      {travelRule.check.data && <TravelRuleOutcome check={travelRule.check.data} />}
      {travelRule.check.data?.status === 'proof_required' && (
        <OwnershipProof asset={asset.symbol} address={address.trim()} onProved={review} />
      )}
      {travelRule.check.isError && <RefusalAlert error={travelRule.check.error} />}
      {estimate.isError && <RefusalAlert error={estimate.error} />}
      <Button
        colorPalette="brand"
        size="lg"
        onClick={review}
        loading={travelRule.check.isPending || estimate.isPending}
        loadingText={
          travelRule.check.isPending ? 'Checking the details' : 'Getting the network fee'
        }
        disabled={balance === null || insufficient || address.trim() === '' || flow.noAmount}
      >
        Review withdrawal
      </Button>
    </Stack>
  );
}
