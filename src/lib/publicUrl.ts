/**
 * The address of one of the site's own files (public/) as the page must ask for it. The demo data
 * and the examples name them from the site's root, as the API contract does (`/images/avatars/1.svg`,
 * `/media/intro.mp4`, `/files/…`); an app built for a sub-path (`vite build --base /admin/`) serves
 * them under it. Any other address (`https:`, `data:`, `blob:`, `//host/…`) passes unchanged.
 * For what is shown only: what goes back to the API keeps the contract's path.
 */
export function publicUrl(path: string): string;
export function publicUrl(path: string | null | undefined): string | undefined;
export function publicUrl(path: string | null | undefined): string | undefined {
  if (path == null) return undefined;
  return path.startsWith('/') && !path.startsWith('//') ? `${import.meta.env.BASE_URL}${path.slice(1)}` : path;
}
