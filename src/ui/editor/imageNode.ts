import { mergeAttributes, Node } from '@tiptap/react';

/**
 * Images in the document (`<img src alt>`), a block of their own: a small node instead of another
 * package. Insert one with `insertContent({ type: 'image', attrs: { src, alt } })`.
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: '' } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes(HTMLAttributes)];
  },
});

/** A link's address if it is one people may follow: http(s) or mailto, never `javascript:` or `data:`. */
export function safeLinkUrl(typed: string): string | undefined {
  const text = typed.trim();
  if (!text) return undefined;
  // "example.com" means a web address.
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** An image's address if it is a web image (http or https) or an image read from a file (`data:image/…`). */
export function safeImageUrl(typed: string): string | undefined {
  const text = typed.trim();
  if (/^data:image\/(?:png|gif|jpe?g|webp);base64,/i.test(text)) return text;
  try {
    const url = new URL(text);
    return ['http:', 'https:'].includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
