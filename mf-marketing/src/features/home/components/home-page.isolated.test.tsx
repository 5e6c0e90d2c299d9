import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setAnalyticsSink } from '@wattle/shared';
import { assetFixture, fakeApi, renderApp } from '@wattle/shared/testing';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqRenders } from '@/testing/faq-renders';
import { HomePage } from './home-page';

vi.mock('@/components/faq-accordion', async () =>
  (await import('@/testing/faq-renders')).countedFaqAccordion(),
);

afterEach(() => {
  setAnalyticsSink(null);
  vi.unstubAllGlobals();
});

function renderHome() {
  fakeApi({
    'GET /asset': [assetFixture()],
    'GET /asset/stats': { BTC: { dailyMarketChange: '2.5' } },
  });
  return renderApp(<HomePage />);
}

describe('HomePage', () => {
  it('leads with the promise and a Sign Up Now link, reported once by the shell, not here', async () => {
    const track = vi.fn();
    setAnalyticsSink({ track, identify: vi.fn() });
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Buy, sell and swap crypto with Australian dollars',
    );
    const signUp = screen.getByRole('link', { name: 'Sign Up Now' });
    expect(signUp).toHaveAttribute('href', '/signup');
    await userEvent.click(signUp);
    // The shell reports every /signup click (sign-up-clicks.ts): a second report here would
    // count one click twice.
    expect(track).not.toHaveBeenCalled();
  });

  it('shows live prices with the daily change', async () => {
    renderHome();
    const strip = screen.getByRole('region', { name: 'Live crypto prices' });
    expect(await within(strip).findByText('$152,000.50')).toBeInTheDocument();
    expect(within(strip).getAllByText('+2.50%').length).toBeGreaterThan(0);
  });

  it('redraws the price strip when the prices arrive, not the page around it', async () => {
    renderHome();
    const rendered = faqRenders.count;
    expect(rendered).toBeGreaterThan(0);
    const strip = screen.getByRole('region', { name: 'Live crypto prices' });
    expect(await within(strip).findByText('$152,000.50')).toBeInTheDocument();
    expect(await within(strip).findAllByText('+2.50%')).not.toHaveLength(0);
    expect(faqRenders.count).toBe(rendered);
  });

  it('keeps the six tiles in place while the prices load, the bars hidden from screen readers', async () => {
    renderHome();
    const strip = screen.getByRole('region', { name: 'Live crypto prices' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(6);
    expect(within(strip).getByText('Bitcoin')).toBeInTheDocument();
    // A price and a change per tile, each a bar of its size with nothing to read out.
    expect(strip.querySelectorAll('[data-pending][aria-hidden="true"]')).toHaveLength(12);
    expect(await within(strip).findByText('$152,000.50')).toBeInTheDocument();
    expect(strip.querySelectorAll('[data-pending]')).toHaveLength(0);
  });

  it('asks for an e-mail before Get Started does anything', async () => {
    renderHome();
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    const block = screen.getByRole('region', { name: 'Enter your email to get started!' });
    expect(within(block).getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(within(block).getByPlaceholderText('Email address')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('records the lead and carries the e-mail into sign-up, not in the URL', async () => {
    const leads: unknown[] = [];
    fakeApi({
      'GET /asset': [assetFixture()],
      'GET /asset/stats': {},
      'POST /marketing': ({ body }: { body: unknown }) => {
        leads.push(body);
        return {
          body: { data: { registered: true, preRegisteredAt: '2026-12-06T00:00:00.000Z' } },
        };
      },
    });
    function SignupProbe() {
      const location = useLocation();
      return (
        <p>
          Sign-up at {location.pathname}
          {location.search} for {(location.state as { email: string }).email}
        </p>
      );
    }
    renderApp(
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/signup" element={<SignupProbe />} />
      </Routes>,
    );
    const block = screen.getByRole('region', { name: 'Enter your email to get started!' });
    await userEvent.type(within(block).getByPlaceholderText('Email address'), 'ava@example.com');
    await userEvent.click(within(block).getByRole('button', { name: 'Get Started' }));
    expect(await screen.findByText('Sign-up at /signup for ava@example.com')).toBeInTheDocument();
    expect(leads).toEqual([{ email: 'ava@example.com' }]);
  });

  it('moves the review carousel round in both directions', async () => {
    renderHome();
    const first = 'Sarah M.';
    expect(screen.getByText(first)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(screen.getByText('Priya K.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next review' }));
    expect(screen.getByText(first)).toBeInTheDocument();
  });

  it('answers the seven questions of the FAQ', () => {
    renderHome();
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('button')).toHaveLength(7);
  });
});
