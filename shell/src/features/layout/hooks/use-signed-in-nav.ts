import { isVerified, roleAtLeast, useSession } from '@wattle/shared';
import { signedInNav, type SignedInNav } from '../lib/nav-links';

/** What the signed-in person's header, account menu and tab bar offer, from their session. */
export function useSignedInNav(): SignedInNav {
  const session = useSession();
  return signedInNav({
    staff: session.user ? roleAtLeast(session.user.role, 'support_lv1') : false,
    canBuy: session.can('BUY'),
    // Until the user has loaded, assume verified: a Verification item that flashes is worse.
    verified: session.user ? isVerified(session.user) : true,
  });
}
