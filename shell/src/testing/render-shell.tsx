import { renderApp } from '@wattle/shared/testing';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '@/lib/session/session-provider';

/** Shows where the router ended up, for tests that follow a redirect. */
export function CurrentPath() {
  const location = useLocation();
  return <output data-testid="current-path">{`${location.pathname}${location.search}`}</output>;
}

/**
 * Renders a shell page at `route` inside the providers, the router and the session, with
 * stand-ins for the pages it may send the person to.
 */
export function renderShell(ui: ReactElement, { route = '/', path = '*' } = {}) {
  return renderApp(
    <SessionProvider>
      <Routes>
        <Route path={path} element={ui} />
        <Route path="*" element={<p>Somewhere else</p>} />
      </Routes>
      <CurrentPath />
    </SessionProvider>,
    { route },
  );
}

/** Puts `text` into a field the way a paste does: one change, not one per key (fast). */
export async function fill(
  user: { click: (element: Element) => Promise<void>; paste: (text: string) => Promise<void> },
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}
