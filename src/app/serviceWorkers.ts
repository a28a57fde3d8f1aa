/**
 * SPEC 1: any service worker registered at start is unregistered (a stale PWA worker from an
 * earlier build would otherwise answer requests); the demo server's own worker is kept.
 */
export async function unregisterOtherServiceWorkers(keep = 'mockServiceWorker.js'): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        const url =
          registration.active?.scriptURL ?? registration.installing?.scriptURL ?? registration.waiting?.scriptURL ?? '';
        return !url.endsWith(keep);
      })
      .map((registration) => registration.unregister()),
  );
}
