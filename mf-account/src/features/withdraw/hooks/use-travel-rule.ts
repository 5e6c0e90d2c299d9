import type { TravelRuleCheck } from '@wattle/shared';
import { useTravelRuleCheck } from '../api/travel-rule-check';
import { useTravelRuleDestinations } from '../api/travel-rule-destinations';
import {
  checkedAnswers,
  draftFrom,
  EMPTY_TRAVEL_RULE,
  type TravelRuleDraft,
} from '../lib/travel-rule-answers';

/** The summary rows a cleared check adds to the confirmation. */
export function travelRuleRows(check: TravelRuleCheck) {
  const where = check.exchangeName ? `at ${check.exchangeName}` : '(self-hosted wallet)';
  return [
    { label: 'Recipient', value: `${check.beneficiaryName} ${where}` },
    ...(check.nameMatch === 'match' ? [{ label: 'Name check', value: 'Matches' }] : []),
  ];
}

/**
 * The Travel Rule part of the crypto withdrawal form (docs/product/travel-rule.md#withdrawals):
 * the answers shown (the customer's own, else those kept for this destination), and the check
 * that runs before the fee estimate.
 */
export function useTravelRule({
  asset,
  address,
  draft,
}: {
  asset: string;
  address: string;
  draft: TravelRuleDraft;
}) {
  const destinations = useTravelRuleDestinations();
  const check = useTravelRuleCheck();
  const kept = destinations.data?.find(
    (destination) => destination.asset === asset && destination.address === address,
  );
  const shown = draft === EMPTY_TRAVEL_RULE && kept ? draftFrom(kept) : draft;
  return {
    draft: shown,
    /** The check's answer, while the entry stands as it was checked. */
    check,
    /** The answers to send, or what is missing in words. */
    answered: () => checkedAnswers(shown),
    run: (amount: string, onCleared: (result: TravelRuleCheck) => void) => {
      const { answers } = checkedAnswers(shown);
      if (!answers) return;
      check.mutate(
        { asset, address, amount, answers },
        {
          onSuccess: (result) => {
            if (result.cleared) onCleared(result);
          },
        },
      );
    },
  };
}
