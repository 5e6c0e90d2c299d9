import { runtimeConfigSchema, type RuntimeConfig } from '../contracts/runtime-config.js';

let current: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;

/** Fetches and validates `/config.json` from the page's own origin, once. */
export function loadRuntimeConfig(url = '/config.json'): Promise<RuntimeConfig> {
  loading ??= fetch(url, { cache: 'no-store' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`Runtime config ${url} answered ${response.status}`);
      const config = runtimeConfigSchema.parse(await response.json());
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
