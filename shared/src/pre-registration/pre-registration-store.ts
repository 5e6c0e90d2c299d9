import { useSyncExternalStore } from 'react';

export interface PreRegistrationState {
  open: boolean;
  /** An e-mail the person already typed elsewhere, to start the form with. */
  email: string;
}

const CLOSED: PreRegistrationState = { open: false, email: '' };
let state: PreRegistrationState = CLOSED;
const listeners = new Set<() => void>();

function update(next: PreRegistrationState): void {
  state = next;
  listeners.forEach((listener) => listener());
}

/**
 * Opens the "not live yet" modal that the shell renders; any front end may ask,
 * e.g. when the API answers NOT_LIVE.
 */
export function openPreRegistration(email = ''): void {
  update({ open: true, email });
}

export function closePreRegistration(): void {
  if (state.open) update(CLOSED);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePreRegistration(): PreRegistrationState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => CLOSED,
  );
}
