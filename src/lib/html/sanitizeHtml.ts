import DOMPurify, { type Config } from 'dompurify';

/**
 * HTML that comes from data (a mail's body, an article) made safe to show inside a page: nothing in it
 * runs, nothing reaches past the pane it is shown in, and nothing loads from another site.
 * - No scripts, event handlers or `javascript:`/`data:`/`vbscript:` links (DOMPurify's defaults).
 * - No forms, frames, plugins, SVG or MathML, and no `<style>`, `<meta>`, `<base>` or `<link>`:
 *   a mail cannot restyle, redirect or re-base the app around it.
 * - No `style`, `class` or `id`: an inline style could cover the page (`position: fixed`) and a
 *   class or an id could borrow the app's own rules or shadow its globals.
 * - Links open in a new tab, without access to this one (`rel="noopener noreferrer"`).
 * - Images load only from the app itself (a path from `/`) or inline `data:image/`; a remote image
 *   (a tracking pixel, say) is kept out of sight and never requested, as mail clients do.
 * See docs/ARCHITECTURE.md, HTML from data.
 */
const config: Config = {
  FORBID_TAGS: [
    'style',
    'form',
    'input',
    'button',
    'select',
    'option',
    'textarea',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'meta',
    'link',
    'base',
    'svg',
    'math',
    'template',
    'dialog',
    'video',
    'audio',
    'source',
  ],
  FORBID_ATTR: ['style', 'class', 'id', 'name', 'srcset', 'formaction', 'action', 'ping'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:|#|\/(?!\/))/i,
};

const localImage = /^(?:\/(?!\/)|data:image\/(?:png|gif|jpe?g|webp);)/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** One DOMPurify of our own, so these hooks never apply to another caller's use of the library. */
function instance() {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      const src = node.getAttribute('src') ?? '';
      if (!localImage.test(src)) {
        node.removeAttribute('src');
        node.setAttribute('hidden', '');
      }
    }
  });
  return purifier;
}

/** The HTML, safe to give to `dangerouslySetInnerHTML`. */
export const sanitizeHtml = (html: string): string => instance().sanitize(html, config);
