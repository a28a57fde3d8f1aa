import iconsUrl from './lucideIcons.json?url';
import type { LucideIconsFile } from './iconData';

let prefetched: Promise<LucideIconsFile> | undefined;

/**
 * Starts fetching the icons' file (`npm run icons` writes it): the route calls this as the
 * page's code starts loading, so the two download side by side.
 */
export function prefetchIconsFile(): void {
  prefetched ??= fetchIconsFile();
  // Its failure is the page's to show, when the page takes it.
  prefetched.catch(() => undefined);
}

/** The icons' file: the one prefetched, taken once (a retry, or the next visit, fetches again), or a new fetch. */
export function loadIconsFile(): Promise<LucideIconsFile> {
  const file = prefetched ?? fetchIconsFile();
  prefetched = undefined;
  return file;
}

async function fetchIconsFile(): Promise<LucideIconsFile> {
  const response = await fetch(iconsUrl);
  if (!response.ok) throw new Error(`The icons could not be loaded (HTTP ${response.status}).`);
  const file = (await response.json()) as Partial<LucideIconsFile>;
  if (typeof file.version !== 'string' || !Array.isArray(file.icons))
    throw new Error('The icons file is not in the expected shape.');
  return file as LucideIconsFile;
}
