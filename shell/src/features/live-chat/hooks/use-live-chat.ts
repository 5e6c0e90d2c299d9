import { getRuntimeConfig } from '@wattle/shared';
import { useCallback, useEffect, useState } from 'react';
import {
  createLiveChatLoader,
  whenIdle,
  type LiveChatLoader,
  type LiveChatProvider,
} from '../lib/live-chat';
import { LIVE_CHAT_PROVIDER } from '../lib/live-chat-provider';

export interface LiveChat {
  /** Opens the chat, loading it first if the idle load has not happened yet. */
  open: () => void;
  /** The contact form stands in for the chat; true while it is open. */
  contactFormOpen: boolean;
  closeContactForm: () => void;
}

function loaderFor(
  provider: LiveChatProvider | null,
  key: string | null,
  openContactForm: () => void,
): LiveChatLoader {
  if (provider && key) return createLiveChatLoader(() => provider.load(key));
  if (key)
    console.warn('A live-chat key is configured but no provider adapter: using the contact form');
  // The stand-in "widget" is the in-house chat for a signed-in customer (the contact form for
  // anyone else); loading it fetches both dialogs' code.
  return createLiveChatLoader(async () => {
    await Promise.all([import('../components/contact-dialog'), import('../components/chat-panel')]);
    return { open: openContactForm };
  });
}

/** The provider-agnostic live chat: loaded when idle for 5 s, or on click. */
export function useLiveChat(enabled: boolean): LiveChat {
  const [contactFormOpen, setContactFormOpen] = useState(false);
  const [loader] = useState(() =>
    loaderFor(LIVE_CHAT_PROVIDER, getRuntimeConfig().features.liveChatKey, () =>
      setContactFormOpen(true),
    ),
  );

  const closeContactForm = useCallback(() => setContactFormOpen(false), []);
  // Where the launcher hides (maintenance, price pages), its form closes too, for good.
  const [wasEnabled, setWasEnabled] = useState(enabled);
  if (wasEnabled !== enabled) {
    setWasEnabled(enabled);
    if (!enabled) setContactFormOpen(false);
  }

  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => {
      loader.load().catch((error: unknown) => console.error('Live chat did not load', error));
    });
  }, [enabled, loader]);

  return {
    open: () => {
      loader.load().then(
        (widget) => widget.open(),
        (error: unknown) => {
          console.error('Live chat did not load', error);
          setContactFormOpen(true);
        },
      );
    },
    contactFormOpen,
    closeContactForm,
  };
}
