import { useCallback, useEffect, useRef, useState } from 'react';
import { MODAL_CLOSE_MS } from '@/config/polling';

export interface Launched<T> {
  value: T;
  /** A fresh dialog, with fresh state, for every choice. */
  key: number;
}

/**
 * Opens a dialog for a chosen thing; closing resets the choice after the 0.2 s close
 * transition, so the dialog does not empty while it fades out.
 */
export function useDialogLauncher<T>() {
  const [launched, setLaunched] = useState<Launched<T> | null>(null);
  const [open, setOpen] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const counter = useRef(0);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const choose = useCallback((value: T) => {
    clearTimeout(resetTimer.current);
    counter.current += 1;
    setLaunched({ value, key: counter.current });
    setOpen(true);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setLaunched(null), MODAL_CLOSE_MS);
  }, []);

  return { launched, open, choose, close };
}
