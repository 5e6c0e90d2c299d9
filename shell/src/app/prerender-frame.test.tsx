import { withoutSandboxMarker } from '@wattle/shared/boot';
import { TEST_CONFIG } from '@wattle/shared/testing';
import { describe, expect, it } from 'vitest';
import { renderShellFrame } from './prerender-frame';

/** The markup between `<details` and its `</details>`: the prerendered mobile menu. */
function menuOf(html: string): string {
  const start = html.indexOf('<details');
  return start === -1 ? '' : html.slice(start, html.indexOf('</details>', start));
}

describe('the prerendered frame', () => {
  it('has a mobile menu that opens before any script runs, with every link and the sign-in buttons', async () => {
    const { html } = await renderShellFrame('/blog', TEST_CONFIG);
    const menu = menuOf(html);
    expect(menu).toMatch(/<summary[^>]*aria-label="Open menu"/);
    for (const href of ['/blog', '/learn', '/contact-us', '/login', '/signup']) {
      expect(menu).toContain(`href="${href}"`);
    }
  });

  it("draws a signed-in page's header as a customer's before their user has loaded: no links", async () => {
    for (const path of ['/dashboard', '/notifications']) {
      const signedIn = await renderShellFrame(path, TEST_CONFIG);
      expect(signedIn.html).toContain('aria-label="Wattle home"');
      expect(signedIn.html).not.toContain('href="/login"');
      expect(menuOf(signedIn.html)).toBe('');
    }
    // The next render on the same worker is a visitor's again.
    const visitor = await renderShellFrame('/fees', TEST_CONFIG);
    expect(menuOf(visitor.html)).toContain('href="/login"');
  });

  it("has the header's Sandbox marker, a visitor's and a customer's, and it comes out whole", async () => {
    for (const path of ['/', '/dashboard']) {
      const { html } = await renderShellFrame(path, TEST_CONFIG);
      expect(html).toContain('>Sandbox</span>');
      // What a deployment without the sandbox serves: the header without it, nothing else gone.
      const served = withoutSandboxMarker(html);
      expect(served).not.toContain('Sandbox');
      expect(served).toContain('aria-label="Wattle home"');
      expect(html.length - served.length).toBeLessThan(200);
    }
  });
});
