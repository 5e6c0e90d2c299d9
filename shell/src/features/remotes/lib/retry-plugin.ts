import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const RETRY_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 300;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Fetches a remote's manifest again when the network blinks (a deploy swapping files, a
 * flaky hotel Wi-Fi) before the shell gives up and shows that remote's fallback.
 *
 * Not `@module-federation/retry-plugin`: the registry holds only 0.13.0 and 0.17.1, none of
 * the pinned 2.9.2 family. 0.17.1 would bundle its own `@module-federation/sdk` 0.17.1 into
 * this entry beside 2.9.2's, and it retries 4xx answers too, after a fixed second each time
 * (its `retryDelay` is not passed to the fetch retry): a missing remote would wait 3 s more
 * for its fallback.
 */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'wattle-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < RETRY_ATTEMPTS; attempt += 1) {
        try {
          const response = await fetch(url, init);
          if (response.ok || response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        if (attempt < RETRY_ATTEMPTS - 1) await wait(RETRY_BASE_DELAY_MS * 2 ** attempt);
      }
      throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
    },
    errorLoadRemote({ id, error }) {
      // The ErrorBoundary around the remote shows the fallback; this is the record of why.
      console.error(`Remote module ${id} failed to load`, error);
      return undefined;
    },
  };
}
