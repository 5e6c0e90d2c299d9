import { describe, expect, it } from 'vitest';
import { isSafeHref, renderMarkdown } from './render-markdown';

describe('renderMarkdown, the safe subset', () => {
  it('renders headings, lists, tables and site links', () => {
    const html = renderMarkdown(
      '## Fees\n\n- one\n- two\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\nSee [fees](/fees).',
    );
    expect(html).toContain('<h2>Fees</h2>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<table tabindex="0">');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('<a href="/fees">fees</a>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)> end',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops links that could run code and keeps only their text', () => {
    const html = renderMarkdown('[click](javascript:alert(1)) and [data](data:text/html,x)');
    expect(html).not.toContain('href');
    expect(html).toContain('click and data');
  });

  it('marks external links noopener and renders body images as their alt text only', () => {
    expect(renderMarkdown('[ATO](https://www.ato.gov.au)')).toContain(
      '<a href="https://www.ato.gov.au" rel="noopener noreferrer">ATO</a>',
    );
    const image = renderMarkdown('![a chart](https://evil.example/track.png)');
    expect(image).not.toContain('<img');
    expect(image).toContain('a chart');
  });

  it.each([
    ['/blog', true],
    ['#top', true],
    ['https://x.example', true],
    ['mailto:a@b.example', true],
    ['//evil.example', false],
    ['http://plain.example', false],
    ['JavaScript:alert(1)', false],
  ])('isSafeHref(%s) is %s', (href, safe) => {
    expect(isSafeHref(href)).toBe(safe);
  });
});
