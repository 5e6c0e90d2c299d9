import { describe, expect, it } from 'vitest';
import { checkedAnswers, draftFrom, EMPTY_TRAVEL_RULE } from './travel-rule-answers';

describe('checkedAnswers', () => {
  it('asks whose wallet, then what kind, before anything else', () => {
    expect(checkedAnswers(EMPTY_TRAVEL_RULE).problem).toBe('Say whose wallet you are sending to');
    expect(checkedAnswers({ ...EMPTY_TRAVEL_RULE, owner: 'self' }).problem).toBe(
      'Say what kind of wallet it is',
    );
  });

  it('wants the payee’s full name for someone else’s wallet', () => {
    const draft = {
      ...EMPTY_TRAVEL_RULE,
      owner: 'other' as const,
      walletKind: 'self_hosted' as const,
    };
    expect(checkedAnswers(draft).problem).toContain('full name');
    expect(checkedAnswers({ ...draft, beneficiaryName: 'Jane' }).problem).toContain(
      'first and last',
    );
    expect(checkedAnswers({ ...draft, beneficiaryName: ' Jane Citizen ' }).answers).toEqual({
      owner: 'other',
      walletKind: 'self_hosted',
      beneficiaryName: 'Jane Citizen',
    });
  });

  it('wants the exchange (named when not listed), and drops what the answers do not need', () => {
    const draft = {
      ...EMPTY_TRAVEL_RULE,
      owner: 'self' as const,
      walletKind: 'exchange' as const,
      beneficiaryName: 'left over',
    };
    expect(checkedAnswers(draft).problem).toBe('Choose the exchange');
    expect(checkedAnswers({ ...draft, exchange: 'other' }).problem).toBe('Name the exchange');
    expect(checkedAnswers({ ...draft, exchange: 'kraken' }).answers).toEqual({
      owner: 'self',
      walletKind: 'exchange',
      exchange: 'kraken',
    });
  });

  it('fills the questions from the answers kept for a destination', () => {
    expect(
      draftFrom({
        asset: 'BTC',
        address: 'bc1q',
        owner: 'other',
        walletKind: 'exchange',
        exchange: 'kraken',
        exchangeName: 'Kraken',
        beneficiaryName: 'Jane Citizen',
        proof: null,
      }),
    ).toEqual({
      owner: 'other',
      walletKind: 'exchange',
      exchange: 'kraken',
      exchangeName: '',
      beneficiaryName: 'Jane Citizen',
    });
  });
});
