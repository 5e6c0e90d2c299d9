import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import type { HistoryFilters } from '../lib/history-filters';
import { HistoryFiltersBar } from './history-filters';

describe('HistoryFiltersBar', () => {
  it('hands over each change to apply to the latest filters, not to the ones on screen', async () => {
    const user = userEvent.setup();
    // The page has not rendered the first change yet when the second comes: the bar keeps
    // showing no filters, and only the changes it hands over can keep both choices.
    let asked: HistoryFilters = {};
    renderApp(
      <HistoryFiltersBar
        filters={{}}
        symbols={['BTC', 'ETH']}
        onChange={(change) => {
          asked = change(asked);
        }}
      />,
    );
    await user.selectOptions(screen.getByLabelText('Type'), 'swap');
    await user.selectOptions(screen.getByLabelText('Asset'), 'ETH');
    expect(asked).toEqual({ type: 'swap', asset: 'ETH' });
    await user.selectOptions(screen.getByLabelText('Type'), '');
    expect(asked).toEqual({ asset: 'ETH' });
  });

  it('clears every filter', async () => {
    const user = userEvent.setup();
    let asked: HistoryFilters = { type: 'swap', asset: 'ETH' };
    renderApp(
      <HistoryFiltersBar
        filters={asked}
        symbols={['BTC', 'ETH']}
        onChange={(change) => {
          asked = change(asked);
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(asked).toEqual({});
  });
});
