import { assetKeys } from '@wattle/shared/query-keys';
import type { z } from 'zod';
import { DEFAULT_CHART_RANGE } from './chart-path';

/**
 * The public API's answers the page script showed before the app started (live-prices.ts),
 * kept on the window for the app's queries to start from (`initialData`): the live page then
 * draws the same prices at once instead of bars until it has asked again. The two are
 * separate bundles; the window is what they share.
 */
const PAGE_ANSWERS_KEY = '__wattlePageAnswers';

interface PageAnswer {
  /** The `{ data }` of the answer, not yet validated. */
  data: unknown;
  /** When it was received (ms since the epoch): the query refreshes it when stale. */
  at: number;
}

/** The window, as the one place both bundles see; undefined where there is none (the build). */
function sharedWindow(): Record<string, Record<string, PageAnswer> | undefined> | undefined {
  return typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, Record<string, PageAnswer> | undefined>);
}

function pageAnswers(): Record<string, PageAnswer> | undefined {
  return sharedWindow()?.[PAGE_ANSWERS_KEY];
}

/** Keeps the answer to `path` (publicPaths) for the app. */
export function keepPageAnswer(path: string, data: unknown, at: number = Date.now()): void {
  const store = sharedWindow();
  if (store) store[PAGE_ANSWERS_KEY] = { ...pageAnswers(), [path]: { data, at } };
}

/**
 * A query's `initialData` and `initialDataUpdatedAt` from the page script's answer to `path`,
 * when it kept one that passes the wire schema. Taken once: a query made later, long after
 * the app started, asks the API itself.
 */
export function pageAnswerOptions<T>(path: string, schema: z.ZodType<T>) {
  let taken: { data: T; at: number } | undefined | null = null;
  const take = () => {
    if (taken !== null) return taken;
    const answers = pageAnswers();
    const answer = answers?.[path];
    if (answers) delete answers[path];
    const parsed = answer ? schema.safeParse(answer.data) : undefined;
    taken = parsed?.success ? { data: parsed.data, at: answer?.at ?? 0 } : undefined;
    return taken;
  };
  return {
    initialData: () => take()?.data,
    initialDataUpdatedAt: () => take()?.at,
  };
}

const ANSWERED_KEYS = [assetKeys.list(), assetKeys.stats()].map((key) => JSON.stringify(key));

/**
 * True for a query the page script answers itself (live-prices.ts): the prices, the day's
 * changes and a chart's opening range. The components that draw them on a prerendered page
 * draw them as slots; any other view of them shows a spinner while they load (QueryState).
 */
export function answeredByPageScript(queryKey: readonly unknown[]): boolean {
  const key = JSON.stringify(queryKey);
  const assetId = queryKey[2];
  return (
    ANSWERED_KEYS.includes(key) ||
    (typeof assetId === 'string' &&
      key === JSON.stringify(assetKeys.history(assetId, DEFAULT_CHART_RANGE)))
  );
}
