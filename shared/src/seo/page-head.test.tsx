// @vitest-environment happy-dom
import '../testing/setup-dom.js';
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { TEST_CONFIG } from '../testing/render-app.js';
import {
  breadcrumbJsonLd,
  createPageHeadCollector,
  faqPageJsonLd,
  isPageHeadClaimed,
  pageHeadHtml,
  pageHeadTags,
  PageHeadCollectorProvider,
  usePageHead,
  type PageHeadInput,
} from './page-head.js';

const COIN: PageHeadInput = {
  title: 'Buy Bitcoin',
  description: 'Bitcoin with AUD.',
  path: '/buy/bitcoin/',
  jsonLd: [faqPageJsonLd([{ question: 'Why </script>?', answer: 'Because.' }])],
};

function Page({ input }: { input: PageHeadInput }) {
  usePageHead(input);
  return null;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

describe('pageHeadTags', () => {
  it('names the site in the title and builds one canonical URL without a trailing slash', () => {
    const tags = pageHeadTags(COIN, 'https://app.test');
    expect(tags.title).toBe('Buy Bitcoin | Wattle');
    expect(tags.canonical).toBe('https://app.test/buy/bitcoin');
    expect(tags.meta).toContainEqual(['property', 'og:url', 'https://app.test/buy/bitcoin']);
    expect(tags.meta).toContainEqual(['name', 'twitter:card', 'summary']);
  });

  it('never lets JSON-LD close its script element', () => {
    const [json] = pageHeadTags(COIN, 'https://app.test').jsonLd;
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json ?? '')).toMatchObject({ '@type': 'FAQPage' });
  });

  it('escapes every attribute value and the title in the HTML for a prerendered head', () => {
    const html = pageHeadHtml(
      pageHeadTags(
        { title: 'A "b" & <c>', description: '"><script>x</script>', path: '/p?q="1"' },
        'https://app.test',
      ),
    );
    expect(html).toContain('<title>A &quot;b&quot; &amp; &lt;c&gt; | Wattle</title>');
    expect(html).toContain(
      '<meta name="description" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" />',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('<link rel="canonical" href="https://app.test/p?q=%221%22" />');
  });

  it('keeps an apostrophe as written: it closes neither text nor a double-quoted value', () => {
    const html = pageHeadHtml(
      pageHeadTags(
        { title: "Australia's best", description: "It's <b>", path: '/' },
        'https://a.test',
      ),
    );
    expect(html).toContain("<title>Australia's best | Wattle</title>");
    expect(html).toContain('<meta name="description" content="It\'s &lt;b&gt;" />');
  });

  it('writes JSON-LD that cannot end its script element early', () => {
    const html = pageHeadHtml(pageHeadTags(COIN, 'https://app.test'));
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).toContain('Why \\u003c/script>?');
  });

  it('gives no card image for a data: URL, and an absolute one otherwise', () => {
    const inline = pageHeadTags(
      { ...COIN, image: 'data:image/svg+xml,<svg/>' },
      'https://app.test',
    );
    expect(inline.meta.some(([, key]) => key === 'og:image')).toBe(false);
    const file = pageHeadTags({ ...COIN, image: '/hero.png' }, 'https://app.test');
    expect(file.meta).toContainEqual(['property', 'og:image', 'https://app.test/hero.png']);
    expect(file.meta).toContainEqual(['name', 'twitter:card', 'summary_large_image']);
  });

  it('numbers breadcrumb steps from 1 with absolute URLs', () => {
    const crumbs = breadcrumbJsonLd([{ name: 'Home', path: '/' }], 'https://app.test');
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://app.test/' },
    ]);
  });
});

function Layout({ children }: { children: React.ReactNode }) {
  usePageHead({ title: 'Section', description: 'Around the page.', path: '/buy' });
  return <main>{children}</main>;
}

describe('the prerender collector', () => {
  it('records the head during a server render, where effects never run', () => {
    const collector = createPageHeadCollector();
    expect(collector.head).toBeNull();
    const html = renderToString(
      <PageHeadCollectorProvider value={collector}>
        <Page input={COIN} />
      </PageHeadCollectorProvider>,
    );
    expect(html).toBe('');
    expect(collector.head).toEqual(COIN);
    expect(document.title).toBe('');
  });

  it("keeps the page's own head over one set around it", () => {
    const collector = createPageHeadCollector();
    renderToString(
      <PageHeadCollectorProvider value={collector}>
        <Layout>
          <Page input={COIN} />
        </Layout>
      </PageHeadCollectorProvider>,
    );
    expect(collector.head?.title).toBe('Buy Bitcoin');
  });

  it('stays null for a render with no usePageHead', () => {
    const collector = createPageHeadCollector();
    renderToString(
      <PageHeadCollectorProvider value={collector}>
        <p>No head</p>
      </PageHeadCollectorProvider>,
    );
    expect(collector.head).toBeNull();
  });
});

describe('usePageHead', () => {
  it('writes the head while mounted, claims the path, and takes its tags away after', () => {
    setRuntimeConfig(TEST_CONFIG);
    const view = render(<Page input={COIN} />);
    expect(document.title).toBe('Buy Bitcoin | Wattle');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://app.test/buy/bitcoin',
    );
    expect(document.head.querySelector('meta[property="og:title"]')).not.toBeNull();
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(isPageHeadClaimed(window.location.pathname)).toBe(true);

    view.unmount();
    expect(isPageHeadClaimed(window.location.pathname)).toBe(false);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.title).toBe('Wattle');
  });
});
