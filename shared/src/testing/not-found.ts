import { screen, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';

/**
 * Watches `window.location.replace` for an unknown path's redirect (NotFoundRedirect): call it
 * before rendering, then await `expectRedirected` with the path the page was asked for. The
 * redirect is an effect, so it is waited for, not just looked for once the spinner shows.
 */
export function watchNotFoundRedirect() {
  const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
  return {
    async expectRedirected(path: string) {
      expect(
        await screen.findByRole(
          'status',
          { name: 'Page not found, redirecting' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      const target = `https://api.test/not-found?path=${encodeURIComponent(path)}`;
      await waitFor(() => expect(replace).toHaveBeenCalledWith(target));
    },
    /** The page is drawn (its level-1 heading) and nothing was sent to the not-found page. */
    async expectPage() {
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeVisible();
      expect(replace).not.toHaveBeenCalled();
    },
  };
}
