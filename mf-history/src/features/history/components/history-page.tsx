import { Button, EmptyState, HStack, Stack, Text, VStack } from '@chakra-ui/react';
import { ContentSkeleton, errorMessage, type HistoryGroup } from '@wattle/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { saveFile } from '@/lib/save-file';
import { useAssetSymbols } from '../api/get-assets';
import { fetchWholeView, useHistory } from '../api/get-history';
import {
  filtersFromSearch,
  filtersToSearch,
  hasFilters,
  type HistoryFilters,
} from '../lib/history-filters';
import { GroupDetail } from './group-detail';
import { HistoryFiltersBar } from './history-filters';
import { HistoryList } from './history-list';

/**
 * `/transaction`: every order and transfer, grouped
 * (docs/product/history-and-tax.md#history-grouping), filtered from the URL.
 */
export function HistoryPage() {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  const history = useHistory(filters);
  const symbols = useAssetSymbols();
  const [detail, setDetail] = useState<HistoryGroup | null>(null);
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const groups = useMemo(
    () => history.data?.pages.flatMap((page) => page.groups) ?? [],
    [history.data],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = history;
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);

  // The filters last asked for. The URL renders them only after its navigation's transition,
  // so a second change made before that (type, then asset) builds on this, not on the screen.
  const asked = useRef(filters);
  useEffect(() => {
    asked.current = filters;
  }, [filters]);
  // Every change of filters is a new history entry: the back button undoes it.
  const applyFilters = (change: (current: HistoryFilters) => HistoryFilters) => {
    asked.current = change(asked.current);
    setSearch(filtersToSearch(asked.current));
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportError(null);
    try {
      // The CSV writer loads on the first export: most visits never ask for one.
      const [all, { historyCsv }] = await Promise.all([
        fetchWholeView(filters),
        import('../lib/history-csv'),
      ]);
      saveFile(
        new Blob([historyCsv(all)], { type: 'text/csv;charset=utf-8' }),
        'wattle-transactions.csv',
      );
    } catch (error) {
      setExportError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="5">
      <HistoryFiltersBar filters={filters} symbols={symbols.data ?? []} onChange={applyFilters} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Text color="fg.muted" fontSize="sm" aria-live="polite">
          {history.isSuccess &&
            (groups.length === 0
              ? ''
              : `${groups.length}${hasNextPage ? '+' : ''} ${groups.length === 1 ? 'entry' : 'entries'}, newest first`)}
        </Text>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void exportCsv()}
          loading={exporting}
          disabled={groups.length === 0}
        >
          Export CSV
        </Button>
      </HStack>
      {exportError && (
        <Text role="alert" color="red.700">
          {exportError}
        </Text>
      )}
      {history.isPending ? (
        <ContentSkeleton label="Loading your transactions" count={8} />
      ) : history.isError && groups.length === 0 ? (
        <Stack gap="3" align="start" role="alert">
          <Text>We could not load your transactions: {errorMessage(history.error)}</Text>
          <Button size="sm" onClick={() => void history.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : groups.length === 0 ? (
        <EmptyState.Root>
          <EmptyState.Content>
            <VStack textAlign="center">
              <EmptyState.Title>
                {hasFilters(filters) ? 'Nothing matches these filters' : 'No transactions yet'}
              </EmptyState.Title>
              <EmptyState.Description>
                {hasFilters(filters)
                  ? 'Try another type, asset or date range, or clear the filters.'
                  : 'Deposits, withdrawals and trades will appear here as soon as you make them.'}
              </EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <HistoryList
          groups={groups}
          hasMore={hasNextPage && !history.isFetchNextPageError}
          loadingMore={isFetchingNextPage}
          onLoadMore={loadMore}
          onDetails={setDetail}
        />
      )}
      {history.isFetchNextPageError && (
        <Stack gap="2" align="start" role="alert">
          <Text>We could not load more: {errorMessage(history.error)}</Text>
          <Button size="sm" onClick={loadMore}>
            Try again
          </Button>
        </Stack>
      )}
      {detail && <GroupDetail group={detail} onClose={() => setDetail(null)} />}
    </Stack>
  );
}
