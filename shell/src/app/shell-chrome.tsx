import { Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SignedInTabBar } from '@/features/layout/components/signed-in-tab-bar';
import { SiteFooter } from '@/features/layout/components/site-footer';
import { SiteHeader } from '@/features/layout/components/site-header';

export interface ShellChromeProps {
  maintenance: boolean;
  /** Above the header: realtime, banners. */
  before?: ReactNode;
  /** Between the page and the footer, in the flow: the chat launcher, so it never covers the page. */
  beforeFooter?: ReactNode;
  /** After everything: overlays, dialogs. */
  after?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * Header, page area, footer and, for a signed-in person on a phone, the tab bar: what every
 * page of the shell is drawn in. The live shell (shell-layout.tsx) and the build's prerender
 * (prerender-frame.tsx) both draw it, so a prerendered page has the same frame the live one
 * takes over.
 */
export function ShellChrome({
  maintenance,
  before,
  beforeFooter,
  after,
  children,
}: ShellChromeProps) {
  return (
    <Flex direction="column" minH="100vh">
      <SkipNavLink>Skip to content</SkipNavLink>
      {before}
      {/* In maintenance the app stays visible, dimmed, and out of reach of mouse and keyboard. */}
      <Flex direction="column" flex="1" inert={maintenance}>
        <SiteHeader maintenance={maintenance} />
        <SkipNavContent />
        <Flex direction="column" flex="1">
          {children}
        </Flex>
        {beforeFooter}
        <SiteFooter maintenance={maintenance} />
        <SignedInTabBar />
      </Flex>
      {after}
    </Flex>
  );
}
