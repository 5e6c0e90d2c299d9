const DEVICE_ID_KEY = 'wattle.deviceId';

/**
 * A random id this browser keeps for itself, sent with a sign-up so the API can limit sign-ups
 * per device as well as per address (docs/product/identity.md#rate-limits): strangers behind one
 * carrier's NAT address each have their own. Nothing about the device goes into it; without
 * storage every call is a new id, which only means no per-device count.
 */
export function deviceId(): string {
  const stored = readStored();
  if (stored) return stored;
  const fresh = crypto.randomUUID();
  try {
    localStorage.setItem(DEVICE_ID_KEY, fresh);
  } catch {
    // Storage refused (private mode, quota): the id lasts for this sign-up only.
  }
  return fresh;
}

function readStored(): string | null {
  try {
    const value = localStorage.getItem(DEVICE_ID_KEY);
    return value && /^[A-Za-z0-9_-]{16,64}$/.test(value) ? value : null;
  } catch {
    return null;
  }
}
