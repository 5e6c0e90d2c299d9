import { render, screen, waitFor } from '@testing-library/react';
import { AppProviders, setRuntimeConfig } from '@wattle/shared';
import { createTestQueryClient, fakeApi, TEST_CONFIG } from '@wattle/shared/testing';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { RouterErrorScreen } from '@/components/router-error-screen';
import { copyrightYear } from '@/features/layout/components/site-footer';
import { REMOTE_ROUTES, SHELL_PAGE_SEGMENTS } from './remote-routes';
import { routeSegments } from './route-segments';
import { SHELL_ROUTES } from './router';
import { ShellLayout } from './shell-layout';

function Boom(): never {
  throw new Error('a page that breaks');
}

function renderAt(path: string, extra: RouteObject[] = []) {
  setRuntimeConfig(TEST_CONFIG);
  fakeApi({ 'GET /health': { status: 'ok', database: 'ok', time: '2026-11-21T09:30:00.000Z' } });
  const router = createMemoryRouter(
    [
      {
        element: <ShellLayout />,
        errorElement: <RouterErrorScreen />,
        children: [...extra, ...SHELL_ROUTES],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

describe('shell routes', () => {
  it('names its pages in SHELL_PAGE_SEGMENTS, the route table the build writes', async () => {
    const segments = SHELL_ROUTES.map((route) => route.path?.split('/')[0]).filter(
      (segment) => segment !== '*',
    );
    expect(segments).toEqual([...SHELL_PAGE_SEGMENTS]);
    expect(await routeSegments()).toEqual([...SHELL_PAGE_SEGMENTS, ...Object.keys(REMOTE_ROUTES)]);
  });

  it('loads a page lazily inside the header and footer, then names it in the title', async () => {
    renderAt('/forgot-password');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${copyrightYear()} Wattle`);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      'ABN 12 345 678 901 · Registered with AUSTRAC as a digital currency exchange provider, registration DCE100000000-001',
    );
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Forgot your password | Wattle');
  });

  it('starts each new path at the top of the page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderAt('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    // The first path keeps the place the visitor scrolled to on the prerendered page.
    expect(scrollTo).not.toHaveBeenCalled();
    await router.navigate('/forgot-password?again=1');
    expect(scrollTo).not.toHaveBeenCalled();
    await router.navigate('/signup');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(0, 0));
    scrollTo.mockRestore();
  });

  it('shows the router failure screen when a page breaks', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt('/boom', [{ path: 'boom', element: <Boom /> }]);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
