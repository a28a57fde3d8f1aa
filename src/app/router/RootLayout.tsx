import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '../FullPageSpinner';

/** Every route renders here; a lazy route shows the full-page spinner while its chunk loads. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
