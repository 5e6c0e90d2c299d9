import { screen } from '@testing-library/react';
import { setToken } from '@wattle/shared';
import { fakeApi, renderApp, userFixture } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('shows the signed-in person and whether they are verified', async () => {
    setToken('token');
    fakeApi({
      'GET /user': userFixture({ phoneNumberVerified: false }),
      'GET /user/permissions': [{ type: 'LOGIN' }],
    });
    renderApp(<ProfilePage />);
    expect(await screen.findByText('charlotte@example.com')).toBeInTheDocument();
    expect(screen.getByText('Charlotte Nguyen')).toBeInTheDocument();
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
  });
});
