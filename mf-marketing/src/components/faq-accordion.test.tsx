import { ChakraProvider } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { capturePrerenderedPage, discardPrerenderedPage, getWattleSystem } from '@wattle/shared';
import { renderApp } from '@wattle/shared/testing';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
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

  it('prerenders each question as a native disclosure, which opens before any script runs', () => {
    const html = renderToString(
      <ChakraProvider value={getWattleSystem()}>
        <FaqAccordion title="Questions" entries={ENTRIES} />
      </ChakraProvider>,
    );
    const page = new DOMParser().parseFromString(html, 'text/html');
    const questions = [...page.querySelectorAll('details')];
    expect(
      questions.map((details) => [
        details.querySelector(':scope > summary h3')?.textContent,
        details.querySelector(':scope > summary ~ *')?.textContent,
      ]),
    ).toEqual(ENTRIES.map((entry) => [entry.question, entry.answer]));
    expect(page.querySelector('details[open]')).toBeNull();
    expect(page.querySelector('button')).toBeNull();
  });

  describe('when the app takes over', () => {
    afterEach(() => discardPrerenderedPage());

    it('keeps open the answer the visitor opened on the prerendered page, and only that one', () => {
      const server = document.createElement('div');
      server.innerHTML = renderToString(
        <ChakraProvider value={getWattleSystem()}>
          <FaqAccordion title="Questions" entries={ENTRIES} />
        </ChakraProvider>,
      );
      server.querySelectorAll('details')[1]?.setAttribute('open', '');
      capturePrerenderedPage(server);
      renderApp(<FaqAccordion title="Questions" entries={ENTRIES} />);
      expect(screen.getByRole('button', { name: 'What is a token?' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      expect(screen.getByText('Built on another chain.')).toBeVisible();
      expect(screen.getByRole('button', { name: 'What is a coin?' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
  });
});
