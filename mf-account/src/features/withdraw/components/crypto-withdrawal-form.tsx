import { Button, Field, HStack, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import {
  addressProblem,
  amountToBig,
  Big,
  CoinIcon,
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
  type Transfer,
  type WithdrawEstimateResult,
} from '@wattle/shared';
import { useState } from 'react';
import { WithdrawalAmountField } from '@/components/withdrawal-amount-field';
import { networkName } from '@/lib/network-name';
import { withdrawableMaximum, withdrawalPlaceholder } from '@/lib/withdrawal-amount';
import { useEstimateWithdrawal, useWithdrawCrypto } from '../api/crypto-withdrawal';
import { amountProblem } from '../lib/amount-problem';
import { ConfirmStep } from './confirm-step';
import { RefusalAlert } from './refusal-alert';
import { SummaryList } from './summary-list';
import { WithdrawalResult } from './withdrawal-result';

export interface CryptoWithdrawalFormProps {
  coins: Asset[];
  /** What the customer holds of each coin, by symbol; null while loading. */
  balanceOf: (symbol: string) => Amount | null;
  saved: SavedAddress[];
  savedOnly: boolean;
  method: StepUpMethod;
}

type Step =
  | { name: 'entry' }
  | { name: 'confirm'; estimate: WithdrawEstimateResult; tag: string | undefined }
  | { name: 'result'; transfer: Transfer };

const MANUAL = '';

/** Asset, address (and tag), amount → signed fee estimate → verify → code → withdraw. */
export function CryptoWithdrawalForm({
  coins,
  balanceOf,
  saved,
  savedOnly,
  method,
}: CryptoWithdrawalFormProps) {
  const [symbol, setSymbol] = useState(coins[0]?.symbol ?? '');
  const [address, setAddress] = useState('');
  const [tag, setTag] = useState('');
  const [text, setText] = useState('');
  const [sendMax, setSendMax] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [step, setStep] = useState<Step>({ name: 'entry' });
  const estimate = useEstimateWithdrawal();
  const withdraw = useWithdrawCrypto();

  const asset = coins.find((coin) => coin.symbol === symbol);
  if (!asset) return <Text>No coins can be withdrawn right now.</Text>;
  const tagLabel = tagLabelFor(asset.chain);
  const savedForAsset = saved.filter((entry) => entry.asset === asset.symbol);
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
    sendMax,
    minimum: { value: min, text: `${formatCrypto(min, 'up', asset.decimals)} ${asset.symbol}` },
    maximum: max ? { value: max, text: show(max) } : null,
  });
  const insufficient = max !== null && min.gt(max);

  if (step.name === 'result') {
    return (
      <WithdrawalResult
        transfer={step.transfer}
        onAgain={() => {
          setText('');
          setSendMax(false);
          setStep({ name: 'entry' });
        }}
      />
    );
  }

  if (step.name === 'confirm') {
    const { estimate: quote } = step;
    const confirm = async (proof: StepUpProof) => {
      const transfer = await withdraw.mutateAsync({
        estimate: quote,
        tag: step.tag,
        proof,
        idempotencyKey: crypto.randomUUID(),
      });
      setStep({ name: 'result', transfer });
    };
    return (
      <ConfirmStep
        method={method}
        submitLabel={`Withdraw ${quote.asset}`}
        onBack={() => setStep({ name: 'entry' })}
        onConfirm={confirm}
        summary={
          <SummaryList
            rows={[
              { label: 'Recipient gets', value: formatAmount(quote.amount) },
              { label: 'Network fee', value: formatAmount(quote.quotedFee, 'up') },
              { label: 'Total from your balance', value: formatAmount(quote.total, 'up') },
              { label: 'To', value: shortenAddress(quote.address) },
              ...(step.tag && tagLabel ? [{ label: tagLabel, value: step.tag }] : []),
              { label: 'Estimate valid until', value: formatDateTime(quote.expiresAt) },
            ]}
          />
        }
      />
    );
  }

  const review = () => {
    if (max === null) return;
    const amount = sendMax ? max : new Big(text === '' || text === '.' ? '0' : text);
    const issue =
      addressProblem(asset.chain, asset.name, address.trim()) ??
      tagProblem(asset.chain, asset.name, tag.trim() || undefined) ??
      amountProblem(amount, { min, max, minText: show(min) });
    setProblem(issue);
    if (issue) return;
    estimate.mutate(
      { asset: asset.symbol, amount: amount.toFixed(), address: address.trim() },
      {
        onSuccess: ({ estimate: quote }) =>
          setStep({ name: 'confirm', estimate: quote, tag: tag.trim() || undefined }),
      },
    );
  };

  const choose = (next: string) => {
    setSymbol(next);
    setAddress('');
    setTag('');
    setText('');
    setSendMax(false);
    setProblem(null);
    estimate.reset();
  };

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label>Asset</Field.Label>
        <HStack gap="3" w="full">
          <CoinIcon symbol={asset.symbol} size="8" />
          <NativeSelect.Root>
            <NativeSelect.Field
              value={asset.symbol}
              onChange={(event) => choose(event.target.value)}
            >
              {coins.map((coin) => (
                <option key={coin.assetId} value={coin.symbol}>
                  {coin.name} ({coin.symbol})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <Field.HelperText>
          Available: {balance ? formatAmount(balance) : 'Loading...'} · Network fee{' '}
          {formatAmount(asset.withdrawFee, 'up')}
        </Field.HelperText>
      </Field.Root>
      {savedForAsset.length > 0 && (
        <Field.Root>
          <Field.Label>Saved address</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={
                savedForAsset.find(
                  (entry) => entry.address === address && (entry.tag ?? '') === tag,
                )?.addressId ?? MANUAL
              }
              onChange={(event) => {
                const entry = savedForAsset.find((item) => item.addressId === event.target.value);
                setAddress(entry?.address ?? '');
                setTag(entry?.tag ?? '');
                setProblem(null);
              }}
            >
              <option value={MANUAL}>
                {savedOnly ? 'Choose a saved address' : 'Enter an address below'}
              </option>
              {savedForAsset.map((entry) => (
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
          onChange={(event) => {
            setAddress(event.target.value);
            setProblem(null);
          }}
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
            onChange={(event) => setTag(event.target.value)}
          />
          <Field.HelperText>Exchanges usually need it: check with the receiver.</Field.HelperText>
        </Field.Root>
      )}
      <WithdrawalAmountField
        label="Amount the recipient gets"
        value={text}
        onChange={(next) => {
          setText(next);
          setProblem(null);
        }}
        sendMax={sendMax}
        onSendMaxChange={(on) => {
          setSendMax(on);
          setText('');
          setProblem(null);
        }}
        placeholder={placeholder}
        decimals={asset.decimals}
        unit={asset.symbol}
        disabled={balance === null || insufficient}
        helperText="Send max withdraws your whole balance less the network fee."
      />
      {problem && (
        <Text role="alert" color="red.700" fontSize="sm">
          {problem}
        </Text>
      )}
      {estimate.isError && <RefusalAlert error={estimate.error} />}
      <Button
        colorPalette="brand"
        size="lg"
        onClick={review}
        loading={estimate.isPending}
        loadingText="Getting the network fee"
        disabled={
          balance === null || insufficient || address.trim() === '' || (!sendMax && text === '')
        }
      >
        Review withdrawal
      </Button>
    </Stack>
  );
}
