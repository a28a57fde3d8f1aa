/**
 * CSV (RFC 4180) for exports: fields with a comma, quote or line break are quoted, quotes doubled,
 * lines end with CRLF. A text that a spreadsheet would run as a formula (`=…`, `@…`, `+`/`-` not
 * followed by a number) gets a leading apostrophe, so an exported name cannot become a command.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n';
}

const formula = /^(?:[=@\t\r]|[+-](?![\d\s().]*$))/;

function field(value: unknown): string {
  let text = value == null ? '' : String(value);
  if (formula.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Saves text as a file through a temporary link (the browser's download). */
export function downloadFile(name: string, text: string, type = 'text/csv;charset=utf-8'): void {
  saveBlob(name, new Blob(['\uFEFF', text], { type }));
}

/** Saves a file made in the page (a CSV, a spreadsheet) as a download named `name`. */
export function saveBlob(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
