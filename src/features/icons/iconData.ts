import { queryOptions } from '@tanstack/react-query';
import { loadIconsFile } from './iconsFile';

/**
 * The icons page's data: every icon of the installed lucide-react, written by `npm run icons`
 * (scripts/icons.mjs) to lucideIcons.json and fetched as a file (about 105 KB gzip) by this page alone.
 */

/** One icon: its kebab name, its component's name, its other names, whether the app uses it, its drawing. */
export type LucideIconEntry = {
  name: string;
  component: string;
  aliases?: string[];
  /** Imported by the app's own code (stories and tests aside). */
  used?: true;
  /** The SVG's elements: tag and attributes, drawn on a 24 × 24 grid. */
  node: [string, Record<string, string>][];
};
export type LucideIconsFile = { version: string; icons: LucideIconEntry[] };

/** Fetched once per visit: the file changes only with the app. */
export const iconsQuery = queryOptions({
  queryKey: ['lucide-icons'],
  queryFn: loadIconsFile,
  staleTime: Infinity,
  gcTime: Infinity,
  // A file of the app's own: a failure is shown at once, with a retry, rather than retried unseen.
  retry: false,
});

export type IconFilter = { query: string; usedOnly: boolean };

/**
 * The icons that match: a name or other name containing each word of the query (`arrow down` finds
 * `arrow-down-left`; `ChevronDown` finds `chevron-down`), and only the app's own when asked.
 */
export function filterIcons(icons: readonly LucideIconEntry[], { query, usedOnly }: IconFilter): LucideIconEntry[] {
  const words = query
    .trim()
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean);
  return icons.filter(
    (icon) =>
      (!usedOnly || icon.used) &&
      words.every((word) => icon.name.includes(word) || icon.aliases?.some((alias) => alias.includes(word))),
  );
}

/** The line that brings an icon into a file. */
export const importLine = (icon: Pick<LucideIconEntry, 'component'>) =>
  `import { ${icon.component} } from 'lucide-react';`;
