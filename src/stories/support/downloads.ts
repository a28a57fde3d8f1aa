/** A file the page offered for download: its name and its content. */
export type Download = { name: string; blob: Blob };

/**
 * For one story: catches the downloads the page starts through a temporary link (src/lib/csv.ts,
 * saveBlob), keeps each file's name and content, and stops the browser saving it. Returns the list
 * and the cleanup for the story's `beforeEach`.
 */
export function catchDownloads() {
  const files: Download[] = [];
  const blobs = new Map<string, Blob>();
  const createObjectURL = URL.createObjectURL.bind(URL);
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = createObjectURL(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof HTMLAnchorElement ? event.target : null;
    if (!link?.hasAttribute('download')) return;
    event.preventDefault();
    const blob = blobs.get(link.href);
    if (blob) files.push({ name: link.download, blob });
  };
  document.addEventListener('click', onClick, true);
  const release = () => {
    URL.createObjectURL = createObjectURL;
    document.removeEventListener('click', onClick, true);
  };
  return { files, release };
}
