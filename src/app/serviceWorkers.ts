/**
 * Any service worker registered at start is unregistered (a stale PWA worker from an earlier build
 * would otherwise answer requests), but for `keep`: the demo server's own worker, when it runs.
 */
export async function unregisterServiceWorkers({ keep }: { keep?: string } = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations
      .filter((registration) => {
        const url =
          registration.active?.scriptURL ?? registration.installing?.scriptURL ?? registration.waiting?.scriptURL ?? '';
        return !keep || !url.endsWith(`/${keep}`);
      })
      .map((registration) => registration.unregister()),
  );
}
