import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findPageHeading, renderRoute } from '@/testing/render-route';
import reference from '../generated/public-api.json';

describe('/developers', () => {
  it('shows signing, every /v1 call of the OpenAPI document, limits and errors', async () => {
    renderRoute('/developers');
    await findPageHeading('Developers');
    for (const section of [
      'Authentication',
      'Calls',
      'Streams',
      'Rate limits',
      'Errors',
      'Changelog',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    const [calls] = screen.getAllByRole('table');
    if (!calls) throw new Error('no table of calls');
    for (const endpoint of reference.endpoints) {
      expect(within(calls).getByText(`${endpoint.method} ${endpoint.path}`)).toBeInTheDocument();
    }
    expect(screen.getByRole('tab', { name: 'Shell (curl + openssl)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'TypeScript (Node 20+)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Python 3' })).toBeInTheDocument();
    expect(screen.getByText(/openssl dgst -sha256 -hmac/)).toBeInTheDocument();
  });
});
