/** One copy of a shared module in a share scope: who provided it, and whether it is loaded. */
export interface SharedCopy {
  from: string;
  loaded?: boolean;
  /** The module's exports, once loaded. */
  lib?: () => object;
}

/**
 * What the Module Federation runtime keeps on `window`: every host and remote instance, each
 * with its share scopes (scope → module → version → copy). For `page.evaluate` callbacks.
 */
export interface FederationWindow {
  __FEDERATION__: {
    __INSTANCES__: {
      name: string;
      shareScopeMap: Record<string, Record<string, Record<string, SharedCopy>>>;
    }[];
  };
}
