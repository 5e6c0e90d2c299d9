import { Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '../api/api-error.js';
import { ContentSkeleton, type SkeletonShape } from './content-skeleton.js';

export interface QueryStateProps<TData> {
  query: UseQueryResult<TData>;
  /** Names the skeleton for screen readers: "Loading your balance". */
  loadingLabel: string;
  /** The skeleton's shape, like what comes: rows for a list (the default), a card, lines. */
  loadingShape?: SkeletonShape;
  /** Replaces the skeleton, e.g. one the size of the chart to come. */
  loading?: ReactNode;
  /** Shown instead of `children` when the data is an empty list. */
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

function isEmptyList(data: unknown): boolean {
  return Array.isArray(data) && data.length === 0;
}

/**
 * The three states of a query, the same on every screen: a named skeleton shaped like the content while it loads,
 * the error as an alert, then the data — or `empty` for an empty list. A refetch that fails
 * keeps the data it had on screen, under the alert.
 */
export function QueryState<TData>({
  query,
  loadingLabel,
  loadingShape,
  loading,
  empty,
  children,
}: QueryStateProps<TData>) {
  if (query.isPending)
    return loading ?? <ContentSkeleton label={loadingLabel} shape={loadingShape} />;
  const alert = query.isError ? <Text role="alert">{errorMessage(query.error)}</Text> : null;
  if (query.data === undefined) return alert;
  return (
    <>
      {alert}
      {empty !== undefined && isEmptyList(query.data) ? empty : children(query.data)}
    </>
  );
}
