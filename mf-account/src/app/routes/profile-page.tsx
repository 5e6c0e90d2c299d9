import { Box, Tabs, useBreakpointValue } from '@chakra-ui/react';
import { PageLayout, PageSpinner } from '@wattle/shared';
import { Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_FRAMES } from '@/lib/page-frames';
import { PROFILE_TAB_PARAM, profileTabOf } from '@/lib/profile-tab-slugs';
import { PROFILE_TABS } from './profile-tabs';

/**
 * `/profile`: the eight tabs (docs/product/screens.md#profile-tabs). The open tab lives in
 * `?tab=` — a link opens it, a tab change is a history entry, so Back returns to the tab
 * before. Both forms of a tab (`deposit-fiat`, `DEPOSIT_FIAT`) open the same one; anything
 * else opens personal information.
 */
export function ProfilePage() {
  const [params, setParams] = useSearchParams();
  const current = profileTabOf(params.get(PROFILE_TAB_PARAM));
  // Measured on the first render (no SSR here), so a wide screen never flashes the narrow layout.
  const vertical = useBreakpointValue({ base: false, lg: true }, { ssr: false }) ?? false;

  const open = (slug: string) => {
    if (slug === current) return;
    const next = new URLSearchParams(params);
    next.set(PROFILE_TAB_PARAM, slug);
    setParams(next);
  };

  return (
    <PageLayout {...PAGE_FRAMES['/profile']}>
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
          aria-label="Profile sections"
          flexShrink={0}
          minW={vertical ? '56' : undefined}
          flexWrap={vertical ? undefined : 'wrap'}
          gap={vertical ? undefined : '1'}
          mb={vertical ? undefined : '4'}
          alignSelf="flex-start"
          maxW="full"
        >
          {PROFILE_TABS.map((tab) => (
            <Tabs.Trigger key={tab.slug} value={tab.slug} whiteSpace="nowrap" flexShrink={0}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {PROFILE_TABS.map(({ slug, Panel }) => (
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
              <Suspense fallback={<PageSpinner />}>
                <Panel />
              </Suspense>
            </Box>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </PageLayout>
  );
}
