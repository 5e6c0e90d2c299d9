import { screen, waitFor } from '@testing-library/react';
import { getToken, openPreRegistration, setToken, usePreRegistration } from '@wattle/shared';
import { fakeApi, testToken, userFixture } from '@wattle/shared/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { renderShell } from '@/testing/render-shell';
import { requestsOf } from '@/testing/requests';
import { useMaintenanceModeEffects } from './use-maintenance-mode-effects';

function Probe() {
  const maintenance = useMaintenanceModeEffects();
  const preRegistration = usePreRegistration();
  return (
    <p>
      {maintenance ? 'In maintenance' : 'Running'}
      {preRegistration.open ? ', modal open' : ''}
    </p>
  );
}

const down = () => ({
  status: 503,
  body: { statusCode: 503, error: 'Service Unavailable', message: 'Wattle is unavailable' },
});

describe('maintenance mode', () => {
  afterEach(() => sessionStorage.clear());

  it('at the third failed health check logs out without a redirect, closes the modal and goes home', async () => {
    const api = fakeApi({
      'GET /health': down,
      'GET /user': userFixture(),
      'GET /user/permissions': [],
      'GET /notification': [],
      'POST /auth/logout': down,
    });
    // Two failures were counted before this reload.
    sessionStorage.setItem('wattle.healthFailures', '2');
    setToken(testToken());
    openPreRegistration();
    renderShell(<Probe />, { route: '/profile' });

    expect(await screen.findByText('In maintenance')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent(/^\/$/));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(screen.queryByText(/modal open/)).toBeNull();
    expect(sessionStorage.getItem('wattle.healthFailures')).toBe('3');
    expect(requestsOf(api).map((request) => request.path)).toContain('/auth/logout');
  });

  it('recovers on one healthy check', async () => {
    fakeApi({ 'GET /health': { status: 'ok', database: 'ok', time: '2026-11-21T09:30:00.000Z' } });
    sessionStorage.setItem('wattle.healthFailures', '5');
    renderShell(<Probe />, { route: '/login' });
    expect(screen.getByText('In maintenance')).toBeInTheDocument();
    expect(await screen.findByText('Running')).toBeInTheDocument();
    expect(sessionStorage.getItem('wattle.healthFailures')).toBeNull();
  });
});
