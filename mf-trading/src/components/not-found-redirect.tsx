import { getRuntimeConfig } from '@wattle/shared';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageSpinner } from './page-spinner';

/** An unknown path inside this remote goes to the API's not-found page, as the shell does. */
export function NotFoundRedirect() {
  const { pathname } = useLocation();
  useEffect(() => {
    const url = new URL('/not-found', getRuntimeConfig().apiUrl);
    url.searchParams.set('path', pathname);
    window.location.replace(url.toString());
  }, [pathname]);
  return <PageSpinner label="Page not found, redirecting" />;
}
