import type { LiveChatProvider } from './live-chat';

/**
 * The live-chat vendor adapter, used when the runtime config carries `features.liveChatKey`.
 * No vendor is contracted yet: with no adapter (or no key) the launcher opens the contact
 * form, which reaches the same support team by e-mail. A vendor's adapter implements
 * `LiveChatProvider` and is set here; its script origin must join the CSP's script-src.
 */
export const LIVE_CHAT_PROVIDER: LiveChatProvider | null = null;
