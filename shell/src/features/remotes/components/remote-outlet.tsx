import { ErrorBoundary, PageFallback, type RemoteName } from '@wattle/shared';
import { Suspense, use, useState } from 'react';
import { loadRemoteAppOnce, resetRemote } from '../lib/remote-registry';
import { RemoteFallback } from './remote-fallback';

function RemoteApp({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const { App } = use(loadRemoteAppOnce(remote, attempt));
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
