/** Elements whose content is not text a reader sees. */
const unseen = 'head, title, script, style, template, noscript, iframe, object, embed, svg, math';
/** Blocks: their ends become spaces, so the words of two paragraphs do not run together. */
const blocks = 'p, div, br, li, tr, td, th, h1, h2, h3, h4, h5, h6, blockquote, pre';

/**
 * The text a reader would see in HTML from data, for a one-line preview rendered as text. Parsed in
 * a document of its own (DOMParser): nothing in it runs and nothing it points at is fetched, so it
 * needs no sanitizer (DOMPurify loads only where HTML is shown, src/lib/html/sanitizeHtml.ts).
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.querySelectorAll(unseen).forEach((node) => node.remove());
  doc.body.querySelectorAll(blocks).forEach((block) => block.after(' '));
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
