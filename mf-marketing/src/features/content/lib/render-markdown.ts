import escapeHtml from 'escape-html';
import { Marked, type Tokens } from 'marked';

/** Site paths, in-page anchors, https and mailto: nothing a link could run. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|#|https:\/\/|mailto:)/i.test(href.trim());
}

/**
 * Markdown → HTML, a safe subset only. Our Markdown is written by us and lives in the repo,
 * but the HTML it produces is set with dangerouslySetInnerHTML, so the renderer itself
 * guarantees what can come out rather than trusting the files:
 * - raw HTML in the Markdown (block or inline) is escaped and shows as text, never markup;
 * - links keep only site paths, anchors, https and mailto targets; any other link (e.g.
 *   `javascript:`) renders as its plain text; external links open with rel="noopener";
 * - images in the body are not rendered (only their alt text): hero images come from
 *   front matter, and no body can pull a resource from elsewhere;
 * - everything else (headings, paragraphs, lists, emphasis, tables, quotes, code) is what
 *   marked emits for those tokens, with all text escaped by marked; tables get tabindex="0"
 *   so a table that scrolls sideways on a phone can be scrolled from the keyboard.
 * No user-supplied text ever reaches this function: it runs at build time on repo files.
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      if (!isSafeHref(href)) return text;
      const external = /^https:/i.test(href);
      const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttribute}${rel}>${text}</a>`;
    },
    image({ text }: Tokens.Image) {
      return escapeHtml(text);
    },
  },
});

export function renderMarkdown(source: string): string {
  // A wide table scrolls sideways on a phone: keyboard users must be able to reach it.
  return markdown.parse(source, { async: false }).replaceAll('<table>', '<table tabindex="0">');
}
