// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDeferredSignIn, type SessionStatus } from './use-session.js';

/** Every status the hook returned, render by render, while the session moves through `steps`. */
function statusesThrough(steps: SessionStatus[]): SessionStatus[] {
  const seen: SessionStatus[] = [];
  function Probe({ status }: { status: SessionStatus }) {
    seen.push(useDeferredSignIn(status));
    return null;
  }
  const view = render(<Probe status={steps[0] ?? 'loading'} />);
  for (const status of steps.slice(1)) act(() => view.rerender(<Probe status={status} />));
  view.unmount();
  return seen;
}

describe('useDeferredSignIn', () => {
  it("keeps 'loading' in the blocking render a sign-in starts, and signs in in the next one", () => {
    expect(statusesThrough(['loading', 'authenticated'])).toEqual([
      'loading',
      'loading',
      'authenticated',
    ]);
  });

  it('never shows a signing-in customer as a visitor, who would be sent to /login', () => {
    expect(statusesThrough(['anonymous', 'authenticated'])).toEqual([
      'anonymous',
      'loading',
      'authenticated',
    ]);
  });

  it('ends a session at once', () => {
    const [first, ...afterLogout] = statusesThrough(['authenticated', 'anonymous']);
    expect(first).toBe('authenticated');
    expect(afterLogout.length).toBeGreaterThan(0);
    expect(new Set(afterLogout)).toEqual(new Set(['anonymous']));
  });
});
