import { Box, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageSkeleton } from './content-skeleton.js';
import { PAGE_FRAME } from './page-frame.js';

/** How wide a page's content reads: prose and forms narrow, tables regular, dashboards wide. */
export type PageWidth = 'narrow' | 'regular' | 'wide';

const MAX_WIDTH: Record<PageWidth, string> = { narrow: '3xl', regular: '5xl', wide: 'full' };

export interface PageLayoutProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title, e.g. a count that changes (announce it with aria-live). */
  description?: ReactNode;
  /** Controls for the whole page, beside the title: a view switch, "Mark all as read". */
  actions?: ReactNode;
  /** How far the content reaches; narrower content keeps the same left edge. */
  width?: PageWidth;
  children: ReactNode;
}

/**
 * Every page of every front end: one main landmark, one h1, room for page actions. The shell
 * draws header and footer around it; a remote opened standalone draws its own bar. The frame is
 * the same for every page and `width` only caps the content column, left-aligned in it: pages
 * of different widths still start at one left edge.
 */
export function PageLayout({
  title,
  description,
  actions,
  width = 'regular',
  children,
}: PageLayoutProps) {
  return (
    <Box as="main" w="full" px={PAGE_FRAME.px} py={PAGE_FRAME.py}>
      <Box maxW={PAGE_FRAME.maxW} mx="auto" data-page-frame="">
        <Box maxW={MAX_WIDTH[width]}>
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
      </Box>
    </Box>
  );
}

/** What a page's frame is drawn from: its heading and width, as its PageLayout has them. */
export type PageFrameProps = Pick<PageLayoutProps, 'title' | 'width'>;

/**
 * A signed-in page before its code and first data: its heading over a screen-tall skeleton
 * (the page under it is longer than a screen, so the footer waits below the fold). The build
 * prerenders signed-in pages as their frame (scripts/prerender.ts): the first response shows
 * the heading the live page then draws its sections under.
 */
export function PageFrame({ title, width }: PageFrameProps) {
  return (
    <PageLayout title={title} width={width}>
      <PageSkeleton label={`Loading ${title.toLowerCase()}`} minH="100vh" />
    </PageLayout>
  );
}
