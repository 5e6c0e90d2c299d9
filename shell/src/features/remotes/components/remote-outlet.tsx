import { ErrorBoundary, PageFallback, type RemoteName } from '@wattle/shared';
import { Suspense, use, useState } from 'react';
import { loadRemoteApp, resetRemote, type RemoteAppModule } from '../lib/remote-registry';
import { RemoteFallback } from './remote-fallback';

const loads = new Map<string, Promise<RemoteAppModule>>();

/** One load per remote and attempt: route changes inside a remote keep its module. */
function loadOnce(remote: RemoteName, attempt: number): Promise<RemoteAppModule> {
  const key = `${remote}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteApp(remote);
    loads.set(key, load);
  }
  return load;
}

function RemoteApp({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const { App } = use(loadOnce(remote, attempt));
  return <App />;
}

/** Renders a remote's routes, with its own spinner, error boundary and Retry. */
export function RemoteOutlet({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={`${remote}#${attempt}`}
      fallback={
        <RemoteFallback
          remote={remote}
          onRetry={() => {
            resetRemote(remote);
            setAttempt((current) => current + 1);
          }}
        />
      }
    >
      <Suspense fallback={<PageFallback />}>
        <RemoteApp remote={remote} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
