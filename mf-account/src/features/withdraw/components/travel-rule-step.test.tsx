import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@wattle/shared/testing';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_TRAVEL_RULE, type TravelRuleDraft } from '../lib/travel-rule-answers';
import { TravelRuleOutcome } from './travel-rule-outcome';
import { TravelRuleStep } from './travel-rule-step';

function Questions() {
  const [draft, setDraft] = useState<TravelRuleDraft>(EMPTY_TRAVEL_RULE);
  return (
    <>
      <TravelRuleStep draft={draft} onChange={(changed) => setDraft({ ...draft, ...changed })} />
      <output>{JSON.stringify(draft)}</output>
    </>
  );
}

describe('TravelRuleStep', () => {
  it('asks for the payee’s name for someone else’s wallet, and the exchange for an account', async () => {
    const user = userEvent.setup();
    renderApp(<Questions />);
    expect(screen.queryByLabelText(/Their full name/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Exchange/)).not.toBeInTheDocument();
    await user.click(screen.getByText('Someone else’s'));
    await user.click(screen.getByText('An account at another exchange'));
    await user.type(screen.getByLabelText(/Their full name/), 'Jane Citizen');
    await user.selectOptions(screen.getByLabelText(/^Exchange/), 'other');
    await user.type(screen.getByLabelText(/Exchange name/), 'Tiny Exchange');
    expect(JSON.parse(screen.getByRole('status').textContent ?? '{}')).toEqual({
      owner: 'other',
      walletKind: 'exchange',
      exchange: 'other',
      exchangeName: 'Tiny Exchange',
      beneficiaryName: 'Jane Citizen',
    });
  });
});

describe('TravelRuleOutcome', () => {
  const check = {
    recordId: 'r-1',
    cleared: false,
    nameMatch: 'mismatch' as const,
    beneficiaryName: 'Jo Mismatch',
    exchangeName: 'Kraken',
    message: 'The receiving exchange holds this account under a different name.',
    resolution: null,
  };

  it('says the name does not match, and what the customer can do', () => {
    renderApp(<TravelRuleOutcome check={{ ...check, status: 'name_mismatch' }} />);
    expect(screen.getByText('Name check: the name does not match')).toBeInTheDocument();
    expect(screen.getByText(/Correct the name and try again/)).toBeInTheDocument();
  });

  it('says when our team approved a case', () => {
    renderApp(
      <TravelRuleOutcome
        check={{ ...check, status: 'unreachable', cleared: true, resolution: 'approved' }}
      />,
    );
    expect(screen.getByText('Approved by our team')).toBeInTheDocument();
  });
});
