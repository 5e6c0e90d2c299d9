/**
 * Every local port, written down once (docs/architecture.md#topology). The API's
 * defaults, the scripts that serve the app, the dev servers, the benchmarks and the journeys all
 * read them here. WATTLE_PORT_OFFSET shifts them all, so a second stack (another engineer's
 * journeys, a benchmark) runs beside `npm start` on one machine.
 */
export const LOCAL_PORTS = {
  shell: 3000,
  marketing: 3001,
  trading: 3002,
  account: 3003,
  history: 3004,
  api: 4000,
  /** scripts/e2e-stack.ts: stops and starts parts of the journeys' stack. */
  e2eControl: 3999,
  /** The journeys' second copy of a remote: what a staging override points at. */
  e2eAlternate: 3012,
  /** npm run compose:rehearse: two API instances behind its balancer (on `api`). */
  composeApiA: 4101,
  composeApiB: 4102,
  /** npm run bench:api: its first API process (more take the ports after it, up to 4910). */
  benchApi: 4900,
  /** npm run bench:realtime and npm run bench:load: their two API processes. */
  benchApiA: 4911,
  benchApiB: 4912,
} as const;

export type LocalPorts = { readonly [name in keyof typeof LOCAL_PORTS]: number };

/** The offset from an environment's WATTLE_PORT_OFFSET (0 when unset or not a number). */
export function portOffsetOf(value: string | undefined): number {
  const offset = Number(value ?? 0);
  return Number.isInteger(offset) ? offset : 0;
}

/** The local ports shifted by `offset`. */
export function localPorts(offset = 0): LocalPorts {
  return Object.fromEntries(
    Object.entries(LOCAL_PORTS).map(([name, port]) => [name, port + offset]),
  ) as LocalPorts;
}

export const localOrigin = (port: number) => `http://localhost:${port}`;

/** The shell's and every remote's local origin: what the API's CORS allows by default. */
export function localFrontEndOrigins(ports: LocalPorts): string[] {
  return [ports.shell, ports.marketing, ports.trading, ports.account, ports.history].map(
    localOrigin,
  );
}
