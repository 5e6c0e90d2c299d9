// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../testing/render-app.js';
import { NotFoundRedirect } from './not-found-redirect.js';

afterEach(() => vi.restoreAllMocks());

describe('NotFoundRedirect', () => {
  it('replaces the page with the API not-found page, saying so meanwhile', () => {
    const replace = vi.spyOn(window.location, 'replace').mockImplementation(() => undefined);
    renderApp(<NotFoundRedirect />, { route: '/profile/nowhere' });
    expect(screen.getByRole('status', { name: 'Page not found, redirecting' })).toBeInTheDocument();
    expect(replace).toHaveBeenCalledWith('https://api.test/not-found?path=%2Fprofile%2Fnowhere');
  });
});
