import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED_TO_CLIPBOARD, shortenAddress } from '@wattle/shared';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it, vi } from 'vitest';
import { CopyableDetail } from './copyable-detail';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

describe('CopyableDetail', () => {
  it('shows the address shortened to 10 characters but copies it whole', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp(
      <CopyableDetail label="BTC address" value={ADDRESS} display={shortenAddress(ADDRESS)} />,
    );
    expect(screen.getByText('bc1qa…5mdq')).toBeInTheDocument();
    expect(screen.queryByText(ADDRESS)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy BTC address' }));
    expect(writeText).toHaveBeenCalledWith(ADDRESS);
    expect(await screen.findByText(COPIED_TO_CLIPBOARD)).toBeInTheDocument();
  });
});
