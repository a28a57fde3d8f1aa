import { readdirSync, readFileSync } from 'node:fs';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { isSection, navigation } from '@/app/navigation';
import { menuGroups } from '@/lib/screens';
// The menu's labels (`nav.*`) are the shell's words.
import shell from '../../public/locales/en/shell.json';

/**
 * Storybook's sidebar follows the app's menu: its top-level groups are the menu's groups in the
 * menu's order (between the workbench's own: its introduction and demo server before, the kit, the
 * shell's parts and the whole app after), and a story in a menu group sits under one of its entries.
 * Where the menu folds entries into a section (Cards: Basic, Advanced, …), the sidebar's folders under
 * it are the section's entries, and every entry the sidebar orders has stories.
 *
 * The order is written out once for the whole app (.storybook/preview.tsx); a starter that `npm run
 * prune` made has fewer screens, and the groups, entries and folders of those it removed stay in the
 * order with nothing under them (Storybook passes over them). So what the order lists beyond the menu
 * must hold no stories: in the full app, it lists nothing beyond it.
 */
const root = new URL('../../', import.meta.url);
const label = (key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], shell) as string;

const { order } = getStorySortParameter(readFileSync(new URL('.storybook/preview.tsx', root), 'utf8')) as {
  order: (string | unknown[])[];
};
const groups = navigation.map((group) => ({
  name: label(group.titleKey),
  entries: group.items.map((item) => label(item.labelKey)),
}));
const sections = navigation.flatMap((group) =>
  group.items.filter(isSection).map((section) => ({
    group: label(group.titleKey),
    name: label(section.labelKey),
    entries: section.children.map((child) => label(child.labelKey)),
  })),
);
// Screens of a section that its menu does not list: the invoice's print view opens from its preview.
const extraFolders: Record<string, string[]> = { Invoice: ['Print'] };
const before = ['Introduction', 'Demo server'];
const after = ['UI', 'Layouts', 'App'];
// The menu's groups without screens in this app (none in the full app; those of the removed features in a starter).
const emptyGroups = menuGroups
  .map((group) => label(`nav.${group}`))
  .filter((name) => !groups.some((g) => g.name === name));

const titles = readdirSync(new URL('src', root), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => {
    // The meta's own title, at the first level of its object (stories' data may hold titles too).
    const title = /^ {2}title: '([^']+)'/m.exec(readFileSync(new URL(`src/${file}`, root), 'utf8'))?.[1];
    return { file, title: title ?? '' };
  });

/** The entry after `name` in `list`, when it is a nested list: the folders the sidebar orders under `name`. */
const foldersOf = (list: unknown, name: string): string[] | undefined => {
  if (!Array.isArray(list)) return undefined;
  const next: unknown = list[list.indexOf(name) + 1];
  return Array.isArray(next) ? next.filter((entry): entry is string => typeof entry === 'string') : undefined;
};
const storiesUnder = (path: string) =>
  titles.filter(({ title }) => title === path || title.startsWith(`${path}/`)).map(({ title }) => title);
/** What the order lists under `path` beyond `known`, with stories: an entry there must be one of `known`. */
const strayUnder = (path: string, listed: string[], known: string[]) =>
  listed.filter((entry) => !known.includes(entry) && storiesUnder(`${path}${entry}`).length > 0);

describe('the Storybook sidebar', () => {
  it('lists the menu groups in the menu order, between the workbench groups', () => {
    const sidebar = [...before, ...groups.map((group) => group.name), ...after];
    const listed = order.filter((entry) => typeof entry === 'string');
    expect(listed.filter((entry) => sidebar.includes(entry))).toEqual(sidebar);
    // Beyond them, only menu groups this app has no screens in, with nothing under them.
    expect(listed.filter((entry) => !sidebar.includes(entry) && !emptyGroups.includes(entry))).toEqual([]);
    expect(strayUnder('', listed, sidebar)).toEqual([]);
  });

  it.each(groups.map((group) => [group.name, group.entries] as const))(
    'orders %s as the menu does',
    (name, entries) => {
      const next = order[order.indexOf(name) + 1];
      expect(Array.isArray(next)).toBe(true);
      const listed = (next as unknown[]).filter((entry): entry is string => typeof entry === 'string');
      const menuEntries = listed.filter((entry) => entries.includes(entry));
      expect(menuEntries).toEqual(entries.filter((entry) => listed.includes(entry)));
      expect(menuEntries.length).toBeGreaterThan(0);
      // Entries of screens this app does not have hold no stories.
      expect(strayUnder(`${name}/`, listed, entries)).toEqual([]);
    },
  );

  it.each(titles)('$file has a title in a group the sidebar orders', ({ title }) => {
    const [group, entry] = title.split('/');
    expect([...before, ...groups.map((g) => g.name), ...after]).toContain(group);
    const menuGroup = groups.find((g) => g.name === group);
    if (menuGroup && entry) expect(menuGroup.entries).toContain(entry);
  });

  it.each(sections.map((section) => [section.name, section] as const))(
    'gives %s the menu entries as its folders, where its stories sit in folders',
    (name, { group, entries }) => {
      const folders = foldersOf(order[order.indexOf(group) + 1], name);
      const inFolders = storiesUnder(`${group}/${name}`).filter((title) => title.split('/').length > 3);
      if (!folders && inFolders.length === 0) return;
      const known = [...entries, ...(extraFolders[name] ?? [])];
      expect(folders?.filter((folder) => known.includes(folder))).toEqual(known);
      expect(strayUnder(`${group}/${name}/`, folders ?? [], known)).toEqual([]);
      for (const title of inFolders) expect(folders).toContain(title.split('/')[2]);
    },
  );

  it.each(groups.map((group) => [group.name, group] as const))(
    'has stories for every entry of %s that it orders',
    (name, { entries }) => {
      const listed = (order[order.indexOf(name) + 1] as unknown[]).filter(
        (entry): entry is string => typeof entry === 'string' && entries.includes(entry),
      );
      const empty = listed.filter((entry) => storiesUnder(`${name}/${entry}`).length === 0);
      const section = (entry: string) => sections.find((s) => s.group === name && s.name === entry);
      // A section's folders too, each of its menu entries.
      const emptyFolders = listed.flatMap((entry) =>
        (foldersOf(order[order.indexOf(name) + 1], entry) ?? [])
          .filter((folder) => section(entry)?.entries.includes(folder))
          .filter((folder) => storiesUnder(`${name}/${entry}/${folder}`).length === 0)
          .map((folder) => `${entry}/${folder}`),
      );
      expect([...empty, ...emptyFolders]).toEqual([]);
    },
  );
});
