import { loadRuntimeConfig } from '@wattle/shared';
import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { StandaloneRoot, type StandaloneOptions } from './standalone-root.js';

declare global {
  /** Where the bundler loaded this remote from (Rspack fills it in at runtime). */
  const __webpack_public_path__: string | undefined;
}

export interface SpaProps {
  /** A host may point the remote at another `/config.json`. */
  configUrl?: string;
}

/** The remote's own `/config.json`: the host may live on another origin with other settings. */
function defaultConfigUrl(): string {
  const base = typeof __webpack_public_path__ === 'string' ? __webpack_public_path__ : '/';
  return new URL('config.json', new URL(base, window.location.href)).toString();
}

/** single-spa lifecycles so a non-React host can mount the remote. */
export function createSpaLifecycles(App: ComponentType, options: StandaloneOptions) {
  const lifecycles = singleSpaReact<SpaProps>({
    React,
    ReactDOMClient,
    rootComponent: () => (
      <StandaloneRoot title={options.title} requiresSession={options.requiresSession}>
        <App />
      </StandaloneRoot>
    ),
    errorBoundary: () => <p role="alert">{options.title} could not be shown.</p>,
  });
  return {
    bootstrap: [
      (props: SpaProps) =>
        loadRuntimeConfig(props.configUrl ?? defaultConfigUrl()).then(() => undefined),
      lifecycles.bootstrap,
    ],
    mount: lifecycles.mount,
    unmount: lifecycles.unmount,
  };
}
