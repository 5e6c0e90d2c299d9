import { renderApp } from '@wattle/shared/testing';
import { App } from '@/app/app';

/**
 * The remote's whole route table at `route`, as the shell mounts it. Pages load lazily: await
 * what the page shows (`findBy…`), not the first render.
 */
export function renderRoute(route: string) {
  return renderApp(<App />, { route });
}
