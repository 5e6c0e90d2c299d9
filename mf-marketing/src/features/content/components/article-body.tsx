import { Box } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Prose typography for the rendered Markdown: readable measure, spacing, tables that scroll. */
const PROSE = {
  fontSize: { base: 'md', md: 'lg' },
  lineHeight: '1.75',
  '& > * + *': { marginTop: '1.1em' },
  // Below the page's h1 (PageLayout: xl, 2xl from md) in size as in rank.
  '& h2': { fontSize: { base: 'lg', md: 'xl' }, lineHeight: '1.3', marginTop: '1.8em' },
  '& h3': { fontSize: { base: 'md', md: 'lg' }, lineHeight: '1.35', marginTop: '1.5em' },
  '& h2, & h3': { fontWeight: 'bold', color: 'eucalypt.900' },
  '& ul, & ol': { paddingLeft: '1.5em' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& li + li': { marginTop: '0.4em' },
  '& a': { color: 'eucalypt.700', textDecoration: 'underline', textUnderlineOffset: '2px' },
  '& a:hover': { color: 'eucalypt.900' },
  '& strong': { fontWeight: 'semibold' },
  '& blockquote': { borderLeftWidth: '4px', borderColor: 'eucalypt.300', paddingLeft: '1em' },
  '& table': {
    display: 'block',
    overflowX: 'auto',
    borderCollapse: 'collapse',
    fontSize: 'md',
    maxWidth: '100%',
  },
  '& table:focus-visible': {
    outline: '2px solid',
    outlineColor: 'eucalypt.600',
    outlineOffset: '2px',
  },
  '& th, & td': {
    borderWidth: '1px',
    borderColor: 'border',
    padding: '0.4em 0.75em',
    textAlign: 'left',
    verticalAlign: 'top',
  },
  '& th': { background: 'eucalypt.50', fontWeight: 'semibold' },
  '& code': { fontFamily: 'mono', fontSize: '0.9em' },
} as const;

/**
 * The body HTML built from our Markdown at build time (never user input; see
 * render-markdown.ts for the safe subset). Links to the site's own pages navigate inside the
 * app instead of reloading it.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // The click handler only upgrades real links, which keyboards reach and follow as links.
    <Box css={PROSE} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
