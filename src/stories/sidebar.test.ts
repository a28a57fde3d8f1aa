import { readdirSync, readFileSync } from 'node:fs';
import { getStorySortParameter } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import { navigation } from '@/app/navigation';
import en from '../../public/locales/en.json';

/**
 * Storybook's sidebar follows the app's menu: its top-level groups are the menu's groups in the
 * menu's order (between the workbench's own: its introduction and demo server before, the kit, the
 * shell's parts and the whole app after), and a story in a menu group sits under one of its entries.
 */
const root = new URL('../../', import.meta.url);
const label = (key: string): string =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en) as string;

const { order } = getStorySortParameter(readFileSync(new URL('.storybook/preview.tsx', root), 'utf8')) as {
  order: (string | unknown[])[];
};
const groups = navigation.map((group) => ({
  name: label(group.titleKey),
  entries: group.items.map((item) => label(item.labelKey)),
}));
const before = ['Introduction', 'Demo server'];
const after = ['UI', 'Layouts', 'App'];

const titles = readdirSync(new URL('src', root), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.stories.tsx'))
  .map((file) => {
    // The meta's own title, at the first level of its object (stories' data may hold titles too).
    const title = /^ {2}title: '([^']+)'/m.exec(readFileSync(new URL(`src/${file}`, root), 'utf8'))?.[1];
    return { file, title: title ?? '' };
  });

describe('the Storybook sidebar', () => {
  it('lists the menu groups in the menu order, between the workbench groups', () => {
    expect(order.filter((entry) => typeof entry === 'string')).toEqual([
      ...before,
      ...groups.map((group) => group.name),
      ...after,
    ]);
  });

  it.each(groups.map((group) => [group.name, group.entries] as const))(
    'orders %s as the menu does',
    (name, entries) => {
      const next = order[order.indexOf(name) + 1];
      expect(Array.isArray(next)).toBe(true);
      const listed = (next as unknown[]).filter((entry): entry is string => typeof entry === 'string');
      expect(listed).toEqual(entries.filter((entry) => listed.includes(entry)));
      expect(listed.length).toBeGreaterThan(0);
    },
  );

  it.each(titles)('$file has a title in a group the sidebar orders', ({ title }) => {
    const [group, entry] = title.split('/');
    expect([...before, ...groups.map((g) => g.name), ...after]).toContain(group);
    const menuGroup = groups.find((g) => g.name === group);
    if (menuGroup && entry) expect(menuGroup.entries).toContain(entry);
  });
});
