import path from 'node:path';
import { BUILD_DIR, PORTS } from './runtime-config.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface FrontEnd {
  /** Folder of the package. */
  dir: string;
  port: number;
  /** Serves `index.html` for unknown paths (client-side routing). */
  spa: true;
}

/** The shell and the four remotes, each served from its own origin. */
export const FRONT_ENDS: Record<
  'shell' | 'marketing' | 'trading' | 'account' | 'history',
  FrontEnd
> = {
  shell: { dir: path.join(ROOT, 'shell'), port: PORTS.shell, spa: true },
  marketing: { dir: path.join(ROOT, 'mf-marketing'), port: PORTS.marketing, spa: true },
  trading: { dir: path.join(ROOT, 'mf-trading'), port: PORTS.trading, spa: true },
  account: { dir: path.join(ROOT, 'mf-account'), port: PORTS.account, spa: true },
  history: { dir: path.join(ROOT, 'mf-history'), port: PORTS.history, spa: true },
};
export type FrontEndName = keyof typeof FRONT_ENDS;

/** The folder a front end's production build lives in. */
export function buildDirOf(name: FrontEndName): string {
  return path.join(FRONT_ENDS[name].dir, BUILD_DIR);
}
export const FRONT_END_NAMES = Object.keys(FRONT_ENDS) as FrontEndName[];
