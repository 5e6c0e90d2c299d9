import { Box, Tabs, useBreakpointValue } from '@chakra-ui/react';
import { lazyPage, PageSkeleton, type LazyPage } from '@wattle/shared';
import { Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { TAB_PARAM } from '@/lib/tab-slugs';

export interface SectionTab<TSlug extends string> {
  slug: TSlug;
  label: string;
  /** The panel, loaded when its tab is first opened. */
  Panel: LazyPage<object>;
}

/** A tab's panel: a feature's component, loaded when the tab is first opened. */
export function tabPanel<TModule>(
  load: () => Promise<TModule>,
  pick: (module: TModule) => ComponentType,
): LazyPage<object> {
  return lazyPage(() => load().then(pick));
}

export interface SectionTabsProps<TSlug extends string> {
  tabs: readonly SectionTab<TSlug>[];
  /** The open tab, read from `?tab=` by the page. */
  current: TSlug;
  /** The tab list's name for a screen reader. */
  label: string;
}

/**
 * A page's tabs, the open one kept in `?tab=`: a link opens it, a tab change is a history
 * entry, so Back returns to the tab before. Down the side on a wide screen, wrapped above the
 * panel on a narrow one.
 */
export function SectionTabs<TSlug extends string>({
  tabs,
  current,
  label,
}: SectionTabsProps<TSlug>) {
  const [params, setParams] = useSearchParams();
  // Measured on the first render (no SSR here), so a wide screen never flashes the narrow layout.
  const vertical = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;

  const open = (slug: string) => {
    if (slug === current) return;
    const next = new URLSearchParams(params);
    next.set(TAB_PARAM, slug);
    setParams(next);
  };

  return (
    <Tabs.Root
      value={current}
      onValueChange={({ value }) => open(value)}
      orientation={vertical ? 'vertical' : 'horizontal'}
      variant="subtle"
      size={vertical ? 'md' : 'sm'}
      activationMode="manual"
      lazyMount
      unmountOnExit
    >
      <Tabs.List
        aria-label={label}
        flexShrink={0}
        minW={vertical ? '56' : undefined}
        flexWrap={vertical ? undefined : 'wrap'}
        gap={vertical ? undefined : '1'}
        mb={vertical ? undefined : '4'}
        alignSelf="flex-start"
        maxW="full"
      >
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.slug} value={tab.slug} whiteSpace="nowrap" flexShrink={0}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map(({ slug, Panel }) => (
        <Tabs.Content
          key={slug}
          value={slug}
          flex="1"
          minW="0"
          px={vertical ? '8' : '0'}
          // The tabs recipe's own vertical start padding is more specific than `px`.
          _vertical={{ ps: '8' }}
        >
          <Box maxW="3xl">
            <Suspense fallback={<PageSkeleton label="Loading this tab" />}>
              <Panel />
            </Suspense>
          </Box>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
