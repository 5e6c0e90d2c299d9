import { Text } from '@chakra-ui/react';
import type { SavedAddress } from '@wattle/shared';
import { useTravelRuleDestinations } from '../api/travel-rule-destinations';

/**
 * What a saved address's Travel Rule answers say (docs/product/travel-rule.md#withdrawals):
 * whose wallet, what kind, and the payee; asked on the first withdrawal to it.
 */
export function SavedAddressTravelRule({ entry }: { entry: SavedAddress }) {
  const destinations = useTravelRuleDestinations();
  const answers = destinations.data?.find(
    (destination) => destination.asset === entry.asset && destination.address === entry.address,
  );
  if (!destinations.data) return null;
  if (!answers) {
    return (
      <Text fontSize="sm" color="fg.muted">
        Whose wallet: asked on the first withdrawal
      </Text>
    );
  }
  const whose = answers.owner === 'self' ? 'Your' : 'Someone else’s';
  const kind =
    answers.walletKind === 'exchange'
      ? `account at ${answers.exchangeName ?? 'an exchange'}`
      : 'self-hosted wallet';
  const proved = answers.owner === 'self' && answers.walletKind === 'self_hosted';
  return (
    <Text fontSize="sm" color="fg.muted">
      {whose} {kind}
      {answers.beneficiaryName ? ` · ${answers.beneficiaryName}` : ''}
      {proved ? (answers.proof ? ' · proved yours' : ' · not proved yet') : ''}
    </Text>
  );
}
