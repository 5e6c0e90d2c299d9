import { screen } from '@testing-library/react';
import { watchNotFoundRedirect } from '@wattle/shared/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPageHeading, renderRoute } from '@/testing/render-route';

afterEach(() => vi.restoreAllMocks());

describe('the content routes', () => {
  it('lists the blog, newest first', async () => {
    renderRoute('/blog');
    await findPageHeading('Blog');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles[0]).toBe('The Australian crypto landscape in 2026');
  });

  it('renders a named post at its exact slug', async () => {
    renderRoute('/blog/2fa-in-crypto-australia');
    await findPageHeading('Two-factor authentication for crypto accounts in Australia');
    expect(screen.getAllByText('4 min read')[0]).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Related posts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('/blog/2fa-in-crypto-australia')),
    );
  });

  it('filters the blog by a tag from the address', async () => {
    renderRoute('/blog?tag=staking');
    await findPageHeading('Blog');
    const cards = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(cards).toEqual([
      'The power of staking — how proof-of-stake rewards work, and their risks',
    ]);
  });

  it('renders the learn guides and the company texts', async () => {
    renderRoute('/learn/crypto-tax-australia');
    await findPageHeading(/Crypto and tax in Australia/);
    expect(screen.getByRole('heading', { level: 2, name: 'Records you must keep' })).toBeVisible();
  });

  it.each([
    ['/fees', 'Fees', /0\.60%/],
    ['/security', 'Security', /never/],
    ['/faqs', 'Frequently asked questions', /PayID/],
    ['/terms-of-use', 'Terms of use', /sandbox company/],
    ['/privacy-policy', 'Privacy policy', /Australian Privacy Principles/],
    ['/about', 'About Wattle', /golden wattle/],
  ])('%s renders its text', async (path, title, text) => {
    renderRoute(path);
    await findPageHeading(title);
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
  });

  it('sends an unknown post slug to the not-found page', async () => {
    const redirect = watchNotFoundRedirect();
    renderRoute('/blog/no-such-post');
    await redirect.expectRedirected('/blog/no-such-post');
  });
});
