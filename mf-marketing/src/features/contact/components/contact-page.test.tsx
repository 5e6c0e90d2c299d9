import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

afterEach(() => vi.unstubAllGlobals());

describe('the contact page', () => {
  it.each(['/contact-us', '/contact'])(
    'sends a message from %s and shows its reference',
    async (route) => {
      const fetch = fakeApi({ 'POST /contact-us': { received: true, reference: 'WTL-7Q2K9' } });
      renderRoute(route);
      const user = userEvent.setup();
      const fill = async (field: HTMLElement, text: string) => {
        await user.click(field);
        await user.paste(text);
      };
      await fill(
        await screen.findByRole('textbox', { name: /Name/ }, { timeout: 5000 }),
        'Ada Lovelace',
      );
      await fill(screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
      await fill(screen.getByRole('textbox', { name: /Subject/ }), 'Deposit question');
      await fill(
        screen.getByRole('textbox', { name: /Message/ }),
        'When will my PayID deposit arrive?',
      );
      await user.click(screen.getByRole('button', { name: 'Send message' }));
      expect(await screen.findByTestId('contact-reference')).toHaveTextContent('WTL-7Q2K9');
      const sent = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
      expect(JSON.parse(sent?.[1]?.body as string)).toEqual({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        subject: 'Deposit question',
        message: 'When will my PayID deposit arrive?',
      });
      expect(screen.getByRole('heading', { name: 'Support hours' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
    },
  );
});
