import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useBootComplete } from '../boot';
import { FullPageSpinner } from '../FullPageSpinner';

/** Commits with the route's screen, in the same Suspense boundary: the first screen is on the page. */
function BootComplete() {
  useBootComplete();
  return null;
}

/** Every route renders here; a lazy route shows the full-page spinner while its chunk loads. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<FullPageSpinner />}>
        <Outlet />
        <BootComplete />
      </Suspense>
      {/* Back, Forward and a reload return to where the page was left: every history entry has its
          own key (createAppRouter gives one to a page loaded fresh). */}
      <ScrollRestoration />
    </>
  );
}
