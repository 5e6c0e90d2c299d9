import { screen } from '@testing-library/react';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { fakeAccountApi } from '@/testing/fake-account-api';
import { ProfilePage } from './profile-page';

describe('ProfilePage', () => {
  it('shows the signed-in person and whether they are verified', async () => {
    fakeAccountApi({ user: { phoneNumberVerified: false } });
    renderApp(<ProfilePage />);
    expect(await screen.findByText('charlotte@example.com')).toBeInTheDocument();
    expect(screen.getByText('Charlotte Nguyen')).toBeInTheDocument();
    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
  });

  it('says what went wrong when the profile cannot load', async () => {
    fakeAccountApi({
      routes: {
        'GET /user': () => ({
          status: 503,
          body: { statusCode: 503, error: 'Service Unavailable', message: 'Try again shortly' },
        }),
      },
    });
    renderApp(<ProfilePage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again shortly');
  });
});
