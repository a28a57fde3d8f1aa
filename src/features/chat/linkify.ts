/** A message cut into plain text and web links, to render as text nodes and `<a>`: never as markup. */
export type MessagePart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const candidate = /\bhttps?:\/\/[^\s<>"'`]+/gi;
// Punctuation that ends a sentence rather than the address ("see https://x.test/a.").
const trailing = /[.,;:!?'"\]]+$/;

/** Drops a closing bracket the address did not open: "(see https://x.test/a)". */
function trimUnbalanced(url: string): string {
  let end = url.replace(trailing, '');
  while (end.endsWith(')') && (end.match(/\(/g)?.length ?? 0) < (end.match(/\)/g)?.length ?? 0)) {
    end = end.slice(0, -1).replace(trailing, '');
  }
  return end;
}

/** An http or https address the browser can parse, else null: nothing else becomes a link. */
function safeHref(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Finds the http and https addresses in plain text; everything else stays text, as typed. */
export function linkify(message: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let rest = 0;
  const text = (to: number) => {
    if (to > rest) {
      const last = parts.at(-1);
      const chunk = message.slice(rest, to);
      if (last?.kind === 'text') last.text += chunk;
      else parts.push({ kind: 'text', text: chunk });
    }
  };
  for (const match of message.matchAll(candidate)) {
    const address = trimUnbalanced(match[0]);
    const href = safeHref(address);
    if (!href) continue;
    text(match.index);
    parts.push({ kind: 'link', text: address, href });
    rest = match.index + address.length;
  }
  text(message.length);
  return parts;
}
