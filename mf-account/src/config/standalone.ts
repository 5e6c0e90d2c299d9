import type { StandaloneOptions } from '@wattle/shared/standalone';

/** How this remote presents itself when opened on its own origin. */
export const STANDALONE: StandaloneOptions = {
  title: 'Wattle Account',
  requiresSession: true,
  staffHome: '/support',
};
