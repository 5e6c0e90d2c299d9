import { Box, Text } from '@chakra-ui/react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { ContentSkeleton, type HistoryGroup } from '@wattle/shared';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HistoryGroupRow } from './history-group-row';

export interface HistoryListProps {
  groups: readonly HistoryGroup[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onDetails: (group: HistoryGroup) => void;
}

/**
 * The groups as a virtualised list on the page's own scroll: only the rows near the screen are
 * in the document, so 10,000 rows scroll like 50. Nearing the end loads the next page.
 */
export function HistoryList({
  groups,
  hasMore,
  loadingMore,
  onLoadMore,
  onDetails,
}: HistoryListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  useLayoutEffect(() => {
    const top = listRef.current?.getBoundingClientRect().top ?? 0;
    setScrollMargin(top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: groups.length,
    estimateSize: () => 68,
    overscan: 8,
    scrollMargin,
    getItemKey: (index) => groups[index]?.groupId ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (hasMore && !loadingMore && lastIndex >= groups.length - 10) onLoadMore();
  }, [hasMore, loadingMore, lastIndex, groups.length, onLoadMore]);

  const toggle = (groupId: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(groupId)) next.delete(groupId);
      else next.add(groupId);
      return next;
    });

  return (
    <>
      <Box
        ref={listRef}
        role="list"
        aria-label="Transactions"
        aria-busy={loadingMore}
        position="relative"
        w="full"
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const group = groups[item.index];
          if (!group) return null;
          return (
            <Box
              key={item.key}
              role="listitem"
              data-index={item.index}
              ref={virtualizer.measureElement}
              position="absolute"
              top="0"
              left="0"
              w="full"
              aria-posinset={item.index + 1}
              aria-setsize={hasMore ? -1 : groups.length}
              style={{
                transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)`,
              }}
            >
              <HistoryGroupRow
                group={group}
                expanded={expanded.has(group.groupId)}
                onToggle={() => toggle(group.groupId)}
                onDetails={() => onDetails(group)}
              />
            </Box>
          );
        })}
      </Box>
      {loadingMore && <ContentSkeleton label="Loading more transactions" count={2} mt="4" />}
      {!hasMore && groups.length > 20 && (
        <Text textAlign="center" color="fg.muted" fontSize="sm" mt="4">
          That is everything.
        </Text>
      )}
    </>
  );
}
