// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.js';
import {
  capturePrerenderedPage,
  discardPrerenderedPage,
  openedBeforeStart,
  PageFallback,
  STAND_IN_ATTRIBUTE,
} from './prerendered-page.js';

function serverMarkup(path: string) {
  const root = document.createElement('div');
  root.innerHTML = `<header>Wattle</header><div data-prerendered-page="${path}" style="display:contents"><main><h1>Fees</h1></main></div>`;
  return root;
}

afterEach(() => discardPrerenderedPage());

describe('PageFallback', () => {
  it('keeps showing the prerendered page at its own path while the live one loads', () => {
    capturePrerenderedPage(serverMarkup('/fees'));
    renderApp(<PageFallback />, { route: '/fees' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fees' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the page skeleton at any other path, or when nothing was prerendered', () => {
    capturePrerenderedPage(serverMarkup('/fees'));
    const { unmount } = renderApp(<PageFallback />, { route: '/security' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    capturePrerenderedPage(document.createElement('div'));
    renderApp(<PageFallback />, { route: '/fees' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('forgets the page once discarded (a signed-in customer at /)', () => {
    capturePrerenderedPage(serverMarkup('/'));
    discardPrerenderedPage();
    renderApp(<PageFallback />, { route: '/' });
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});

describe('openedBeforeStart', () => {
  it('names the stand-ins the visitor had open when the app took over, anywhere in the page', () => {
    const root = serverMarkup('/faqs');
    root.insertAdjacentHTML(
      'afterbegin',
      `<details ${STAND_IN_ATTRIBUTE}="menu" open><summary>Menu</summary></details>`,
    );
    root
      .querySelector('main')
      ?.insertAdjacentHTML(
        'beforeend',
        `<details ${STAND_IN_ATTRIBUTE}="faq:Fees?"><summary>Fees?</summary></details><details ${STAND_IN_ATTRIBUTE}="faq:Safe?" open><summary>Safe?</summary></details><details open><summary>Not a stand-in</summary></details>`,
      );
    capturePrerenderedPage(root);
    expect(openedBeforeStart('menu')).toBe(true);
    expect(openedBeforeStart('faq:Safe?')).toBe(true);
    expect(openedBeforeStart('faq:Fees?')).toBe(false);
    discardPrerenderedPage();
    expect(openedBeforeStart('menu')).toBe(false);
  });
});
