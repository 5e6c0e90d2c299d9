import { useDeferredSignIn, useSession } from '@wattle/shared';
import { useSignedInNav } from '../hooks/use-signed-in-nav';
import { PlacesTabBar } from './places-tab-bar';

/** The phone's tab bar, for a signed-in person only (as the signed-in header, once loaded). */
export function SignedInTabBar() {
  const status = useDeferredSignIn(useSession().status);
  return status === 'authenticated' ? <SignedInPlaces /> : null;
}

function SignedInPlaces() {
  return <PlacesTabBar places={useSignedInNav().places} />;
}
