import { HStack, Link, Text } from '@chakra-ui/react';

/**
 * Plain share links — no third-party scripts, widgets or trackers load: each is an ordinary
 * link to the network's own share page (or the mail app) with the article's address.
 */
export function shareLinks(url: string, title: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { label: 'X', href: `https://x.com/intent/post?url=${u}&text=${t}` },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { label: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <HStack as="nav" aria-label="Share this article" gap="4" wrap="wrap">
      <Text fontWeight="semibold">Share</Text>
      {shareLinks(url, title).map((link) => (
        <Link
          key={link.label}
          href={link.href}
          color="eucalypt.700"
          textDecoration="underline"
          {...(link.href.startsWith('https:')
            ? { target: '_blank', rel: 'noopener noreferrer' }
            : {})}
        >
          {link.label}
          {link.href.startsWith('https:') && <Text srOnly> (opens in a new tab)</Text>}
        </Link>
      ))}
    </HStack>
  );
}
