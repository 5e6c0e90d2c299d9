import { ErrorBoundary, PageFallback, type RemoteName } from '@wattle/shared';
import { Suspense, use, useState, type ReactNode } from 'react';
import { loadRemoteAppOnce, resetRemote } from '../lib/remote-registry';
import { RemoteSkewError } from '../lib/remote-skew';
import { RemoteFallback } from './remote-fallback';

function RemoteApp({ remote, attempt }: { remote: RemoteName; attempt: number }) {
  const { App } = use(loadRemoteAppOnce(remote, attempt));
  return <App />;
}

/**
 * Renders a remote's routes, with its own spinner, error boundary and Retry. `fallback`
 * replaces the page fallback (the prerendered page, or a spinner) while the remote loads.
 */
export function RemoteOutlet({
  remote,
  fallback = <PageFallback />,
}: {
  remote: RemoteName;
  fallback?: ReactNode;
}) {
  const [attempt, setAttempt] = useState(0);
  return (
    <ErrorBoundary
      key={`${remote}#${attempt}`}
      fallbackRender={({ error }) => (
        <RemoteFallback
          remote={remote}
          reason={error instanceof RemoteSkewError ? error.reason : undefined}
          onRetry={() => {
            resetRemote(remote);
            setAttempt((current) => current + 1);
          }}
        />
      )}
    >
      <Suspense fallback={fallback}>
        <RemoteApp remote={remote} attempt={attempt} />
      </Suspense>
    </ErrorBoundary>
  );
}
