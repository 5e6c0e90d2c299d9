import { useToken } from '@wattle/shared';
import { useCallback } from 'react';
import { endedSessionMessage } from '@/lib/session/session-messages';
import { useSessionController, useSessionState } from '@/lib/session/use-session-controller';
import { useRealtimeNotifications } from '../hooks/use-realtime-notifications';

/** Keeps the notification socket open exactly while someone is signed in. */
export function RealtimeNotifications() {
  const token = useToken();
  const { status } = useSessionState();
  const controller = useSessionController();
  const onSessionOver = useCallback(
    (reason: string) =>
      void controller.send({ type: 'SESSION_ENDED', message: endedSessionMessage(reason) }),
    [controller],
  );
  useRealtimeNotifications(status === 'authenticated' ? token : null, onSessionOver);
  return null;
}
