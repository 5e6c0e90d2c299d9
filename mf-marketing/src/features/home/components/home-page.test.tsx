import { screen } from '@testing-library/react';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('leads with the promise and a Sign Up Now link to /signup', () => {
    renderApp(<HomePage />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Buy, sell and swap crypto with Australian dollars',
    );
    expect(screen.getByRole('link', { name: 'Sign Up Now' })).toHaveAttribute('href', '/signup');
  });
});
