import { fetchRuntimeConfigJson } from '../boot.js';
import { runtimeConfigSchema, type RuntimeConfig } from '../contracts/runtime-config.js';

let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

/**
 * Fetches and validates `/config.json` from the page's own origin, once. A host that started
 * the fetch earlier (the shell's entry does) passes that response's JSON as `fetched`.
 */
export function loadRuntimeConfig(
  url = '/config.json',
  fetched?: Promise<unknown>,
): Promise<RuntimeConfig> {
  loading ??= (fetched ?? fetchRuntimeConfigJson(url))
    .then((json) => {
      const config = runtimeConfigSchema.parse(json);
      current = config;
      return config;
    })
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

export function setRuntimeConfig(config: RuntimeConfig): void {
  current = runtimeConfigSchema.parse(config);
  loading = Promise.resolve(current);
}

export function getRuntimeConfig(): RuntimeConfig {
  if (!current) throw new Error('Runtime config read before loadRuntimeConfig() finished');
  return current;
}
