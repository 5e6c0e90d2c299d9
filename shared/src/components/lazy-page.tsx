import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface LazyPage<P extends object> {
  (props: P): ReactElement;
  /** Fetches and runs the page's chunk now; the page then renders without suspending. */
  preload(): Promise<void>;
}

/**
 * A route's page in a chunk of its own, like `React.lazy`, that can also be fetched ahead.
 * A lazy component suspends on its first render even when its chunk is already here, and
 * React then holds the page back behind its fallback for up to 300 ms (its fallback
 * throttle), which would be most of a remote's first entry. Once `preload()` has resolved, the
 * page renders at once instead. A failed preload is forgotten, so opening the page loads it
 * again (a load the page's own render started is kept, failed or not, as React.lazy keeps it).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchPage = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await fetchPage() }));
  function Page(props: P): ReactElement {
    // Chosen once per mount: a page that went on screen through Lazy stays there, as
    // swapping the element's type would mount it again and drop its state (a half-filled form).
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(Page, { preload: () => fetchPage().then(() => undefined) });
}
