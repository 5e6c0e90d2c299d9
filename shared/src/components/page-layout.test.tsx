// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render-app.js';
import { PageLayout } from './page-layout.js';

describe('PageLayout', () => {
  it('gives a page one main landmark, one h1, its description and its actions', () => {
    renderApp(
      <PageLayout
        title="Notifications"
        description={<p>2 unread</p>}
        actions={<button type="button">Mark all as read</button>}
      >
        <p>Body</p>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Notifications' }));
    expect(main).toContainElement(screen.getByText('2 unread'));
    expect(main).toContainElement(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(main).toContainElement(screen.getByText('Body'));
  });
});
