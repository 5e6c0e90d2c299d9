import { describe, expect, it } from 'vitest';
import { aud, coins } from '@/testing/amounts';
import { orderResultFixture, quoteFixture } from '@/testing/trade-fixtures';
import { orderRows } from './order-lines';
import { quoteRows } from './quote-lines';

const values = (rows: { label: string; value: unknown }[]) =>
  Object.fromEntries(rows.map((row) => [row.label, row.value]));

describe('review and result lines round so nothing promises more than it delivers', () => {
  it('buy: crypto down, fiat up, price up, fee up', () => {
    const rows = values(
      quoteRows(
        quoteFixture({
          cryptoAmount: coins('0.12345679'),
          fiatAmount: aud('100.001'),
          price: aud('810.001'),
          fee: aud('0.601'),
          total: aud('100.601'),
        }),
      ),
    );
    expect(rows).toEqual({
      'You buy': '0.12345679 BTC',
      Value: '$100.01',
      'Price per coin, spread included': '$810.01',
      'Spread, included in the price': '$0.50',
      'Fee (0.60%)': '$0.61',
      'Total spent': '$100.61',
    });
  });

  it('sell: crypto up, fiat down, price down, fee up', () => {
    const rows = values(
      quoteRows(
        quoteFixture({
          side: 'sell',
          orderType: 'sell',
          cryptoAmount: coins('0.12345601'),
          fiatAmount: aud('100.009'),
          price: aud('810.009'),
          fee: aud('0.601'),
          total: aud('99.409'),
        }),
      ),
    );
    expect(rows).toEqual({
      'You sell': '0.12345601 BTC',
      Value: '$100.00',
      'Price per coin, spread included': '$810.00',
      'Spread, included in the price': '$0.50',
      'Fee (0.60%)': '$0.61',
      'Total received': '$99.40',
    });
  });

  it('swap: what is given, what is received, and the AUD in between', () => {
    const rows = values(
      quoteRows(
        quoteFixture({
          side: 'sell',
          orderType: 'swap',
          cryptoAmount: coins('0.01'),
          targetAsset: { symbol: 'ETH' },
          targetAmount: coins('0.4532229', 'ETH', 18),
          fiatAmount: aud('1665.78'),
          price: aud('166578.47'),
          fee: aud('9.94'),
          total: aud('1655.84'),
        }),
      ),
    );
    expect(rows['You swap']).toBe('0.01 BTC');
    expect(rows['You receive']).toBe('0.4532229 ETH');
    expect(rows['Spent on ETH']).toBe('$1,655.84');
    expect(rows['Spread, included in the price']).toBe('$0.50');
  });

  it('names the spread beside the fee on the executed order', () => {
    const rows = values(orderRows(orderResultFixture({ spread: aud('8.301') })));
    expect(rows).toMatchObject({
      'Price per coin, spread included': '$152,000.50',
      'Spread, included in the price': '$8.31',
      Fee: '$0.60',
    });
  });

  it('shows dust as <0.00000001 and executed totals by side', () => {
    const dust = coins('0.000000005', 'BTC', 18);
    const buy = values(orderRows(orderResultFixture({ receiveAmount: dust })));
    expect(buy['You bought']).toBe('<0.00000001 BTC');
    expect(buy['Total spent']).toBe('$100.60');
    const sell = values(
      orderRows(
        orderResultFixture({
          side: 'sell',
          orderType: 'sell',
          spendAsset: { symbol: 'BTC' },
          spendAmount: coins('0.5'),
          receiveAsset: { symbol: 'AUD' },
          receiveAmount: aud('0.009'),
        }),
      ),
    );
    expect(sell['You sold']).toBe('0.5 BTC');
    expect(sell['Total received']).toBe('<$0.01');
  });
});
