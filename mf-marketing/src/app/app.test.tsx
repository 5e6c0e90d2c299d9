import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.restoreAllMocks());

describe('the marketing remote routes', () => {
  it('renders the home page at /', async () => {
    renderRoute('/');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Buy, sell and swap crypto with Australian dollars' },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
  });

  it('renders the key dates at /events', async () => {
    renderRoute('/events');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Key dates' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('sends an unknown path to the API not-found page instead of a blank page', async () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    renderRoute('/no-such-page');
    expect(
      await screen.findByRole('status', { name: 'Page not found, redirecting' }),
    ).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('https://api.test/not-found?path=%2Fno-such-page');
  });
});
