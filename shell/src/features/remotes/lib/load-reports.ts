// The entry bundles this file (see first-remote.ts): no shared singleton may be imported here.
import type { RemoteLoad } from './needs-plugin';

/** Loads are sent together this long after the last one (docs/product/front-end-health.md). */
export const REPORT_DELAY_MS = 3_000;
const BATCH_LIMIT = 20;

/**
 * Collects a page's remote loads and sends them to the API in one request, a few seconds after
 * the last, and whatever is left as the page is hidden. Best effort: a report that fails is
 * dropped, and nothing waits for it.
 */
export function loadReporter(apiUrl: string, environment: string): (load: RemoteLoad) => void {
  let pending: RemoteLoad[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const loads = pending.slice(0, BATCH_LIMIT).map((load) => ({ ...load, environment }));
    pending = [];
    void fetch(`${apiUrl.replace(/\/+$/, '')}/front-end-health/loads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ loads }),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  };
  addEventListener('pagehide', send);
  return (load) => {
    pending.push(load);
    clearTimeout(timer);
    timer = setTimeout(send, REPORT_DELAY_MS);
  };
}
