import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';
import { text } from './text.js';

export { REMOTE_CONTAINERS, REMOTE_NAMES, type RemoteName } from '../boot.js';

/**
 * `/config.json`: what one shell build needs to run against any environment. Served by
 * every front-end origin, generated from the environment where it is deployed.
 */
export const runtimeConfigSchema = lazySchema(() =>
  z.object({
    environment: z.enum(['development', 'staging', 'production']),
    apiUrl: z.url(),
    socketUrl: z.url(),
    /** The shell's own public URL, used for links such as the referral link. */
    appUrl: z.url(),
    remotes: z.object({
      marketing: z.url(),
      trading: z.url(),
      account: z.url(),
      history: z.url(),
    }),
    /** The only origins a remote override may point at, in every environment (development also takes localhost). */
    remoteOverrideOrigins: z.array(z.url()),
    /**
     * The company's registrations as the footer states them (docs/product/screens.md#footer):
     * sandbox values unless the environment gives the real ones.
     */
    company: z.object({
      /** Australian Business Number, as printed: '12 345 678 901'. */
      abn: text().min(1),
      /** AUSTRAC's registration number for the digital currency exchange. */
      austracNumber: text().min(1),
    }),
    features: z.object({
      /** Sandbox providers are in use: the UI shows a "Sandbox" marker. */
      sandbox: z.boolean(),
      liveChatKey: text().nullable(),
    }),
  }),
);
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
