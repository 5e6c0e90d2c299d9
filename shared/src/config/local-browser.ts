/**
 * The browser the journeys and the benchmarks drive: Debian's Chromium (never a downloaded
 * one), with the flags that keep it off this machine's closed network and out of its sandbox
 * and GPU. Written down once, like the ports, for e2e/playwright.config.ts and scripts/.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Chromium's binary: `CHROMIUM_PATH` from the environment when set, else Debian's. */
export function chromiumPath(fromEnvironment: string | undefined): string {
  return fromEnvironment || DEBIAN_CHROMIUM;
}
