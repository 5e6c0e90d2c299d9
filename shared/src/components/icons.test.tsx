// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../providers/app-providers.js';
import { createTestQueryClient } from '../testing/render-app.js';
import * as icons from './icons.js';

describe('the icon set', () => {
  it('draws every icon as a decorative svg: hidden from assistive technology, never focused', () => {
    const drawn = Object.entries(icons);
    const { container } = render(
      <AppProviders queryClient={createTestQueryClient()}>
        {drawn.map(([name, Icon]) => (
          <Icon key={name} data-name={name} />
        ))}
      </AppProviders>,
    );
    const svgs = [...container.querySelectorAll('svg')];
    expect(svgs.map((svg) => svg.dataset.name)).toEqual(drawn.map(([name]) => name));
    for (const svg of svgs) {
      expect(svg.getAttribute('aria-hidden'), svg.dataset.name).toBe('true');
      expect(svg.getAttribute('focusable'), svg.dataset.name).toBe('false');
      expect(svg.getAttribute('width'), svg.dataset.name).toBe('1em');
    }
  });
});
