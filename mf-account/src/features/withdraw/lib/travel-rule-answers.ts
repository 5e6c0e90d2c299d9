import {
  travelRuleAnswersSchema,
  type TravelRuleAnswers,
  type TravelRuleDestination,
  type WalletKind,
  type WalletOwner,
} from '@wattle/shared';

/** The Travel Rule questions as the form holds them: empty until the customer answers. */
export interface TravelRuleDraft {
  owner: WalletOwner | '';
  walletKind: WalletKind | '';
  exchange: string;
  exchangeName: string;
  beneficiaryName: string;
}

export const EMPTY_TRAVEL_RULE: TravelRuleDraft = {
  owner: '',
  walletKind: '',
  exchange: '',
  exchangeName: '',
  beneficiaryName: '',
};

/** The answers kept for a destination, to fill the questions in again. */
export function draftFrom(destination: TravelRuleDestination | undefined): TravelRuleDraft {
  if (!destination) return EMPTY_TRAVEL_RULE;
  return {
    owner: destination.owner,
    walletKind: destination.walletKind,
    exchange: destination.exchange ?? '',
    exchangeName: destination.exchange === 'other' ? (destination.exchangeName ?? '') : '',
    beneficiaryName: destination.beneficiaryName ?? '',
  };
}

/** Only what the answers given call for: no payee for the customer's own wallet, and so on. */
function answersOf(draft: TravelRuleDraft): Record<string, string> {
  const answers: Record<string, string> = { owner: draft.owner, walletKind: draft.walletKind };
  if (draft.walletKind === 'exchange' && draft.exchange) answers.exchange = draft.exchange;
  if (draft.exchange === 'other' && draft.exchangeName.trim()) {
    answers.exchangeName = draft.exchangeName.trim();
  }
  if (draft.owner === 'other' && draft.beneficiaryName.trim()) {
    answers.beneficiaryName = draft.beneficiaryName.trim();
  }
  return answers;
}

/**
 * The draft as the API takes it, or what is missing in words — the same rules the server
 * holds (`travelRuleAnswersSchema`).
 */
export function checkedAnswers(
  draft: TravelRuleDraft,
): { answers: TravelRuleAnswers; problem: null } | { answers: null; problem: string } {
  if (!draft.owner) return { answers: null, problem: 'Say whose wallet you are sending to' };
  if (!draft.walletKind) return { answers: null, problem: 'Say what kind of wallet it is' };
  const parsed = travelRuleAnswersSchema.safeParse(answersOf(draft));
  if (parsed.success) return { answers: parsed.data, problem: null };
  return { answers: null, problem: parsed.error.issues[0]?.message ?? 'Check your answers' };
}
