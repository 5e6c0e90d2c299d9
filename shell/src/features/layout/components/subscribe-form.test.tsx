import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRE_REGISTER_SUCCESS, setAnalyticsSink } from '@wattle/shared';
import { fakeApi } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { createRecordingSink } from '@/lib/analytics/recording-sink';
import { fill, renderShell } from '@/testing/render-shell';
import { bodySentTo } from '@/testing/requests';
import { SubscribeForm } from './subscribe-form';

describe('SubscribeForm (footer)', () => {
  it('keeps Send disabled until something is typed, then registers the lead', async () => {
    const api = fakeApi({
      'POST /marketing': { registered: true, preRegisteredAt: '2026-11-21T09:30:00.000Z' },
    });
    const sink = createRecordingSink();
    setAnalyticsSink(sink);
    renderShell(<SubscribeForm disabled={false} />);
    const user = userEvent.setup();
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.click(screen.getByLabelText('Subscribe for updates'));
    await user.tab();
    expect(send).toBeDisabled();

    await fill(user, screen.getByLabelText('Subscribe for updates'), ' ava@example.com ');
    expect(send).toBeEnabled();
    await user.click(send);
    expect(await screen.findByText(PRE_REGISTER_SUCCESS)).toBeInTheDocument();
    expect(bodySentTo(api, '/marketing')).toEqual({ email: 'ava@example.com' });
    // Analytics learns when this visitor pre-registered, not who they are.
    expect(sink.records.map(({ kind, name, properties }) => [kind, name, properties])).toEqual([
      ['identify', null, { preRegisteredAt: '2026-11-21T09:30:00.000Z' }],
      ['track', 'pre_registered', { location: 'footer' }],
    ]);
    setAnalyticsSink(null);
    await waitFor(() => expect(screen.getByLabelText('Subscribe for updates')).toHaveValue(''));
  });

  it('says an invalid address is invalid, and sends nothing', async () => {
    const api = fakeApi({});
    renderShell(<SubscribeForm disabled={false} />);
    const user = userEvent.setup();
    await fill(user, screen.getByLabelText('Subscribe for updates'), 'ava@');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Email is invalid, please try again',
    );
    expect(api).not.toHaveBeenCalled();
  });
});
