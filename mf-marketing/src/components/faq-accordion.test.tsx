import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const ENTRIES = [
  { question: 'What is a coin?', answer: 'Native money of a chain.' },
  { question: 'What is a token?', answer: 'Built on another chain.' },
];

describe('FaqAccordion', () => {
  it('opens a question with a minus icon and closes it again with a plus', async () => {
    const user = userEvent.setup();
    renderApp(<FaqAccordion title="Questions" entries={ENTRIES} />);
    const first = screen.getByRole('button', { name: 'What is a coin?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first.querySelector('[data-icon="plus"]')).not.toBeNull();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first.querySelector('[data-icon="minus"]')).not.toBeNull();
    expect(screen.getByText('Native money of a chain.')).toBeVisible();
    // The other question stays closed.
    const second = screen.getByRole('button', { name: 'What is a token?' });
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(second.querySelector('[data-icon="plus"]')).not.toBeNull();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first.querySelector('[data-icon="plus"]')).not.toBeNull();
  });
});
