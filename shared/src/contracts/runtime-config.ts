import { z } from 'zod';

export const REMOTE_NAMES = ['marketing', 'trading', 'account', 'history'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Module Federation container names: what each remote calls itself in its build. */
export const REMOTE_CONTAINERS: Record<RemoteName, string> = {
  marketing: 'wattle_marketing',
  trading: 'wattle_trading',
  account: 'wattle_account',
  history: 'wattle_history',
};

/**
 * `/config.json`: what one shell build needs to run against any environment. Served by
 * every front-end origin, generated from the environment where it is deployed.
 */
export const runtimeConfigSchema = z.object({
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
  /** Origins a remote override may point at in production. */
  remoteOverrideOrigins: z.array(z.url()),
  features: z.object({
    /** Sandbox providers are in use: the UI shows a "Sandbox" marker. */
    sandbox: z.boolean(),
    liveChatKey: z.string().nullable(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
