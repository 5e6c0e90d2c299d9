import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeHistoryApi } from '@/testing/fake-history-api';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.restoreAllMocks());

describe('the tax report', () => {
  it('shows the year’s summary in words before any download, and says it is not advice', async () => {
    const fetch = fakeHistoryApi({
      taxSummary: {
        financialYear: 2025,
        firstDay: '2024-07-01',
        lastDay: '2025-06-30',
        disposals: 3,
        proceeds: '2500.00',
        costBase: '2100.50',
        gains: '450.00',
        losses: '50.50',
        discountEligibleGains: '120.00',
        net: '399.50',
        referralIncome: '0.00',
      },
    });
    renderRoute('/transaction/tax-report?year=2025');
    const summary = await screen.findByLabelText('Tax summary', {}, { timeout: 5000 });
    expect(screen.getByRole('heading', { name: /FY2025 summary: 01\/07\/2024 to 30\/06\/2025/ }));
    const lines = [...summary.children].map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Disposals.*3$/),
      expect.stringMatching(/^Proceeds.*\$2,500\.00$/),
      expect.stringMatching(/^Cost base.*\$2,100\.50$/),
      expect.stringMatching(/^Capital gains.*\$450\.00$/),
      expect.stringMatching(/^Capital losses.*\$50\.50$/),
      expect.stringMatching(/^Gains eligible for the CGT discount.*\$120\.00$/),
      expect.stringMatching(/^Net capital gain or loss.*\$399\.50$/),
    ]);
    expect(screen.getByText('This is not tax advice')).toBeInTheDocument();
    expect(screen.getByLabelText('Financial year')).toHaveValue('2025');
    expect(
      fetch.mock.calls.map(([input]) => (input instanceof Request ? input.url : input.toString())),
    ).toContainEqual(expect.stringContaining('/transaction/tax-summary?financialYear=2025'));
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});
