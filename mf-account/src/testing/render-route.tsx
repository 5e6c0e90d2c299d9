import { screen } from '@testing-library/react';
import { renderApp } from '@wattle/shared/testing';
import { App } from '@/app/app';

/**
 * The remote's whole route table at `route`, as the shell mounts it. Pages load lazily: await
 * what the page shows (`findBy…`), not the first render.
 */
export function renderRoute(route: string) {
  return renderApp(<App />, { route });
}

/** The page's title (its one h1) once the lazily loaded page shows it. */
export const findPageHeading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });
