// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error.js';
import { renderApp } from '../testing/render-app.js';
import { QueryState, type QueryStateProps } from './query-state.js';

function Coins({
  load,
  ...props
}: { load: () => Promise<string[]> } & Omit<QueryStateProps<string[]>, 'query' | 'children'>) {
  const query = useQuery({ queryKey: ['coins'], queryFn: load });
  return (
    <QueryState query={query} {...props}>
      {(coins) => <p>{coins.join(', ')}</p>}
    </QueryState>
  );
}

const never = () => new Promise<string[]>(() => undefined);

describe('QueryState', () => {
  it('shows a named skeleton while the data loads', () => {
    renderApp(<Coins load={never} loadingLabel="Loading coins" />);
    expect(screen.getByLabelText('Loading coins')).toBeInTheDocument();
  });

  it('shows what it is given instead of the skeleton, when given something', () => {
    renderApp(<Coins load={never} loadingLabel="Loading coins" loading={<p>Chart skeleton</p>} />);
    expect(screen.getByText('Chart skeleton')).toBeInTheDocument();
    expect(screen.queryByLabelText('Loading coins')).not.toBeInTheDocument();
  });

  it('shows the error message as an alert', async () => {
    const failing = () =>
      Promise.reject(
        new ApiError({ statusCode: 503, error: 'Unavailable', message: 'Prices are resting' }),
      );
    renderApp(<Coins load={failing} loadingLabel="Loading coins" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Prices are resting');
  });

  it('shows the data, or the empty state for an empty list', async () => {
    const { unmount } = renderApp(
      <Coins load={() => Promise.resolve(['BTC', 'ETH'])} loadingLabel="Loading coins" />,
    );
    expect(await screen.findByText('BTC, ETH')).toBeInTheDocument();
    unmount();
    renderApp(
      <Coins
        load={() => Promise.resolve([])}
        loadingLabel="Loading coins"
        empty={<p>No coins yet</p>}
      />,
    );
    expect(await screen.findByText('No coins yet')).toBeInTheDocument();
  });
});
