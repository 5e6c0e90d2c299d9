import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSpinner } from './page-spinner.js';

/** How wide a page reads: prose and lists narrow, tables regular, dashboards wide. */
export type PageWidth = 'narrow' | 'regular' | 'wide';

const MAX_WIDTH: Record<PageWidth, string> = { narrow: '3xl', regular: '5xl', wide: '7xl' };

export interface PageLayoutProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title, e.g. a count that changes (announce it with aria-live). */
  description?: ReactNode;
  /** Controls for the whole page, beside the title: a view switch, "Mark all as read". */
  actions?: ReactNode;
  width?: PageWidth;
  children: ReactNode;
}

/**
 * Every page of every front end: one main landmark, one h1, room for page actions. The shell
 * draws header and footer around it; a remote opened standalone draws its own bar.
 */
export function PageLayout({
  title,
  description,
  actions,
  width = 'regular',
  children,
}: PageLayoutProps) {
  return (
    <Box
      as="main"
      maxW={MAX_WIDTH[width]}
      mx="auto"
      w="full"
      px={{ base: '4', md: '8' }}
      py={{ base: '5', md: '8' }}
    >
      <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6">
        <Stack gap="1">
          <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
            {title}
          </Heading>
          {description}
        </Stack>
        {actions}
      </Flex>
      {children}
    </Box>
  );
}

/** What a page's frame is drawn from: its heading and width, as its PageLayout has them. */
export type PageFrameProps = Pick<PageLayoutProps, 'title' | 'width'>;

/**
 * A signed-in page before its code and first data: its heading over a screen-tall spinner
 * (the page under it is longer than a screen, so the footer waits below the fold). The build
 * prerenders signed-in pages as their frame (scripts/prerender.ts): the first response shows
 * the heading the live page then draws its sections under.
 */
export function PageFrame({ title, width }: PageFrameProps) {
  return (
    <PageLayout title={title} width={width}>
      <PageSpinner minH="100vh" />
    </PageLayout>
  );
}
